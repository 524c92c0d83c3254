//pass
//--local_size=128 --num_groups=4

__kernel void count_all(__global unsigned *count) {
  atomic_inc(&count[0]);
}

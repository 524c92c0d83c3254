//pass
//--local_size=64 --num_groups=16

__kernel void count_positive(__global const int *in, __global int *count) {
  if (in[get_global_id(0)] > 0)
    atomic_add(&count[0], 1);
}

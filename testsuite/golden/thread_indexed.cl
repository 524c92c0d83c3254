//pass
//--local_size=64 --num_groups=4

__kernel void scale(__global int *A) {
  A[get_global_id(0)] = 2 * A[get_global_id(0)];
}

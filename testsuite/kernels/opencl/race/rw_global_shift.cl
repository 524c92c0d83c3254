//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible read-write race on A\[

__kernel void shift_right(__global int *A) {
  size_t tid = get_global_id(0);
  A[tid + 1] = A[tid];
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-read race on A\[

// Butterfly exchange through global memory with no synchronisation at all.
__kernel void butterfly(__global int *A, __global int *B, __global const int *in) {
  size_t gid = get_global_id(0);
  A[gid] = in[gid] * 2;
  B[gid] = A[gid ^ 1];
}

//pass
//--local_size=64 --num_groups=16

// The branch depends only on a kernel argument, so every work item takes the same side.
__kernel void maybe_reverse(__global int *A, int reverse) {
  __local int L[64];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  if (reverse) {
    L[lid] = A[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    A[gid] = L[63 - lid];
  }
}

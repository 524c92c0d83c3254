//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//barrier may be reached by non-uniform control flow

// The bounds check returns early, so the tail of the last group skips the barrier.
__kernel void scale(__global float *A, __global float *B, unsigned n) {
  __local float L[64];
  size_t gid = get_global_id(0);
  size_t lid = get_local_id(0);
  if (gid >= n)
    return;
  L[lid] = A[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  B[gid] = L[63 - lid] * 2.0f;
}

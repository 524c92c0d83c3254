//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//barrier may be reached by non-uniform control flow

__kernel void early_sync(__global int *A) {
  __local int L[64];
  size_t lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
  if (lid < 10)
    barrier(CLK_LOCAL_MEM_FENCE);
  A[get_global_id(0)] = L[lid];
}

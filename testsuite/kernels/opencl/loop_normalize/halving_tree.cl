//pass
//--local_size=64 --num_groups=4

// Up-sweep of a tree in local memory: a halving count of active items beside a doubling
// stride (loopNormalized: `d == d0 >> k`, `stride == stride0 << k`).
__kernel void k(__global int *A, __global int *sums) {
  __local int L[64];
  unsigned lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  unsigned stride = 1;
  for (unsigned d = 32; d > 0; d >>= 1) {
    if (lid < d) {
      unsigned ai = stride * (2 * lid + 1) - 1;
      unsigned bi = stride * (2 * lid + 2) - 1;
      L[bi] += L[ai];
    }
    stride *= 2;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    sums[get_group_id(0)] = L[63];
}

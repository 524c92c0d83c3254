//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on L

// The inner walk writes one cell past the top of its chunk, into the next item's.
__kernel void k(__global int *A, int steps) {
  __local int L[64 * 12 + 12];
  unsigned lid = get_local_id(0);
  for (int t = 0; t < steps; t++) {
    for (int j = 10; j >= 0; j -= 2) {
      L[lid * 12 + j] = t;
      L[lid * 12 + j + 2] = t + 1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    A[get_global_id(0)] += L[((lid + 1) % 64) * 12];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

//pass
//--local_size=64 --num_groups=4

// An outer time loop around an inner walk down each item's chunk of 12 cells of local memory,
// two cells at a time: the inner loop starts again on every outer iteration, and each item
// reads its neighbour's chunk only after a barrier (accessedOffsetInLoopRange).
__kernel void k(__global int *A, int steps) {
  __local int L[64 * 12];
  unsigned lid = get_local_id(0);
  for (int t = 0; t < steps; t++) {
    for (int j = 10; j >= 0; j -= 2) {
      L[lid * 12 + j] = t;
      L[lid * 12 + j + 1] = t + 1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    A[get_global_id(0)] += L[((lid + 1) % 64) * 12];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

//pass
//--local_size=64 --num_groups=4

// Each item fills its own chunk of 16 from the top down (candidates: loopNormalized,
// accessedOffsetInLoopRange).
__kernel void k(__global int *A) {
  unsigned gid = get_global_id(0);
  for (int j = 15; j >= 0; j--) {
    A[gid * 16 + j] = j;
  }
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on A

// The second write is one group of four too far: the last one lands in the next chunk.
__kernel void k(__global int *A) {
  unsigned gid = get_global_id(0);
  for (unsigned j = 0; j < 32; j += 4) {
    A[gid * 32 + j] = 0;
    A[gid * 32 + j + 4] = 3;
  }
}

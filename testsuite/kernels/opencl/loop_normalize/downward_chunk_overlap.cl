//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on A

// The walk starts one cell too high: the top cell is the next item's first.
__kernel void k(__global int *A) {
  unsigned gid = get_global_id(0);
  for (int j = 16; j >= 0; j--) {
    A[gid * 16 + j] = j;
  }
}

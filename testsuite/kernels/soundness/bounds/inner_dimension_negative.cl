//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --check-array-bounds
//possible array out-of-bounds access on array T

// Thread 0 writes T[1][-1]: inside the array's bytes, outside the row.
__kernel void k(__global int *out) {
  __local int T[4][16];
  int i = get_local_id(0);
  T[1][i - 1] = i;
}

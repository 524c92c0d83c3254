//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-array-bounds
//possible array out-of-bounds access on array L

// j advances 65 per iteration: the last thread's last store is past the end.
__kernel void k(__global int *out) {
  __local int L[256];
  for (int i = 0, j = get_local_id(0); i < 4; i++, j += 65) {
    L[j] = i;
  }
}

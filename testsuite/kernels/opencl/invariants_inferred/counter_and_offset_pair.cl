//pass
//--local_size=64 --num_groups=2 --check-array-bounds

// j advances 64 per iteration of i: j == lid + 64 * i, so j < 256 while i < 4.
__kernel void k(__global int *out) {
  __local int L[256];
  for (int i = 0, j = get_local_id(0); i < 4; i++, j += 64) {
    L[j] = i;
  }
}

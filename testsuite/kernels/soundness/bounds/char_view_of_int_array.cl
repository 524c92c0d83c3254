//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --check-array-bounds
//possible array out-of-bounds access on array L

// 16 ints are 64 bytes: byte 64 is past the end.
__kernel void k(__global int *out) {
  __local int L[16];
  __local char *c = (__local char *)L;
  c[get_local_id(0) + 1] = 1;
}

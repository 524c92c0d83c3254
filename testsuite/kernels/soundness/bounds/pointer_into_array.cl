//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --check-array-bounds
//possible array out-of-bounds access on array L

__kernel void k(__global int *out) {
  __local int L[64];
  __local int *p = L + 1;
  p[get_local_id(0)] = 1;
}

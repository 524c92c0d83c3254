//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=1 --check-array-bounds
//possible array out-of-bounds access on array L

// Found by difftest (wild kernels with --check-array-bounds). The last item writes L[4] of a
// four-element array.
__kernel void k(__global int *A) {
  __local int L[4];
  L[get_local_id(0) + 1] = 0;
}

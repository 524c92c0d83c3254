//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//loop invariant might not hold on entry

// The loop starts at 2 * lid, so "i % 128 == lid" is false on entry for lid > 0.
__kernel void pairs(__global int *A, unsigned n) {
  unsigned lid = get_local_id(0);
  unsigned base = get_group_id(0) * n;
  for (unsigned i = 2 * lid; __invariant(i % 128 == lid), i < n; i += 128) {
    A[base + i] = 0;
  }
}

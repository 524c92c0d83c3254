//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//loop invariant might not be maintained by the loop

// "lo < hi" holds on entry (n > 0) but not after the last halving step.
__kernel void lower_bound(__global const int *keys, unsigned n, __global const int *queries,
                          __global unsigned *pos) {
  __requires(n > 0);
  unsigned gid = get_global_id(0);
  int q = queries[gid];
  unsigned lo = 0;
  unsigned hi = n;
  while (__invariant(lo < hi), __invariant(hi <= n), lo < hi) {
    unsigned mid = lo + (hi - lo) / 2;
    if (keys[mid] < q)
      lo = mid + 1;
    else
      hi = mid;
  }
  pos[gid] = lo;
}

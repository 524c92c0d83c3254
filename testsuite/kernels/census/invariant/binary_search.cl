//pass
//--local_size=128 --num_groups=16

// Lower-bound binary search of one query per work item in a sorted, read-only key array. The
// loop exit is data dependent, so the bounds are stated unpredicated: they also hold for an item
// that has already left the loop.
__kernel void lower_bound(__global const int *keys, unsigned n, __global const int *queries,
                          __global unsigned *pos) {
  unsigned gid = get_global_id(0);
  int q = queries[gid];
  unsigned lo = 0;
  unsigned hi = n;
  while (__global_invariant(lo <= hi), __global_invariant(hi <= n), lo < hi) {
    unsigned mid = lo + (hi - lo) / 2;
    if (keys[mid] < q)
      lo = mid + 1;
    else
      hi = mid;
  }
  __assert(lo <= n);
  pos[gid] = lo;
}

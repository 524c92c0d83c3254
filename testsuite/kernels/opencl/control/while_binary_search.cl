//pass
//--local_size=128 --num_groups=4

// Per-item binary search over a read-only sorted array.
__kernel void lower_bound(__global const int *keys, int n,
                          __global const int *queries, __global int *result) {
  size_t gid = get_global_id(0);
  int q = queries[gid];
  int lo = 0;
  int hi = n;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (keys[mid] < q)
      lo = mid + 1;
    else
      hi = mid;
  }
  result[gid] = lo;
}

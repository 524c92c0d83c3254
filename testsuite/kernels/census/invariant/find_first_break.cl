//pass
//--local_size=128 --num_groups=8

// Linear search that stops at the first match; "not found" is reported as n. The bound on
// `found` is stated unpredicated because it must survive an item leaving the loop early.
__kernel void find_first(__global const int *hay, unsigned n, __global const int *keys,
                         __global unsigned *where) {
  unsigned gid = get_global_id(0);
  int key = keys[gid];
  unsigned found = n;
  for (unsigned i = 0; __invariant(i <= n), __invariant(found == n),
                         __global_invariant(found <= n), i < n; i++) {
    if (hay[i] == key) {
      found = i;
      break;
    }
  }
  __assert(found <= n);
  where[gid] = found;
}

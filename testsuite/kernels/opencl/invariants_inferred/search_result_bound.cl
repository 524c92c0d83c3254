//pass
//--local_size=64 --num_groups=4

// A search that stops at the first match keeps the counter it stopped at: the result inherits
// the loop guard's bound (loopBound), for items that left the loop early too.
__kernel void k(__global const int *hay, unsigned n, __global const int *keys,
                __global unsigned *where) {
  unsigned gid = get_global_id(0);
  int key = keys[gid];
  unsigned found = n;
  for (unsigned i = 0; i < n; i++) {
    if (hay[i] == key) {
      found = i;
      break;
    }
  }
  __assert(found <= n);
  where[gid] = found;
}

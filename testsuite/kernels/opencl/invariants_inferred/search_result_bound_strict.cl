//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold

// "Not found" is reported as n, so the result is not always below n.
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
  __assert(found < n);
  where[gid] = found;
}

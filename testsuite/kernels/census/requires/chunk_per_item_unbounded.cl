//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=16 --timeout=10
//race on out\[

// No upper bound on the chunk length: for large counts gid * count wraps around and chunks of
// different items overlap.
__kernel void fill_chunks(__global int *out, unsigned count) {
  __requires(count > 0);
  unsigned gid = get_global_id(0);
  for (unsigned k = 0; __invariant(k <= count), k < count; k++) {
    out[gid * count + k] = gid + k;
  }
}

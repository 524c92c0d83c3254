//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//loop invariant might not be maintained by the loop

// The access invariant is off by one: the loop writes at i, not i + 1.
__kernel void copy(__global const int *src, __global int *dst, unsigned n) {
  unsigned gid = get_global_id(0);
  for (unsigned i = gid;
       __invariant(i % 256 == gid),
       __global_invariant(__write_implies(dst, (__write_offset_bytes(dst) / sizeof(int)) % 256 == gid + 1)),
       i < n;
       i += 256) {
    dst[i] = src[i];
  }
}

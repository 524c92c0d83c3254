//pass
//--local_size=128 --num_groups=8

// Copy the half-open range [lo, hi) with a grid-stride loop starting at lo.
__kernel void range_copy(__global const int *src, __global int *dst, unsigned lo, unsigned hi) {
  __requires(lo <= hi);
  __requires(hi <= 1048576);
  unsigned gid = get_global_id(0);
  unsigned gs = get_global_size(0);
  for (unsigned i = lo + gid;
       __invariant((i - lo) % gs == gid),
       __invariant(i >= lo),
       __global_invariant(__write_implies(dst, (__write_offset_bytes(dst) / sizeof(int) - lo) % gs == gid)),
       i < hi;
       i += gs) {
    dst[i] = src[i];
  }
}

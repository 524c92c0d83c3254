//pass
//--local_size=64 --num_groups=16

// Grid-stride copy annotated the way hand-verified kernels are: the counter stays congruent to
// the global id, and every logged write of dst is at such an offset.
__kernel void copy(__global const int *src, __global int *dst, unsigned n) {
  unsigned gid = get_global_id(0);
  unsigned gs = get_global_size(0);
  for (unsigned i = gid;
       __invariant(i % gs == gid),
       __global_invariant(__write_implies(dst, (__write_offset_bytes(dst) / sizeof(int)) % gs == gid)),
       i < n;
       i += gs) {
    dst[i] = src[i];
  }
}

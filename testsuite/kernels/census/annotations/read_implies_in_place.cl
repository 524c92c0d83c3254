//pass
//--local_size=64 --num_groups=64

// Grid-stride in-place update with both logs described by the invariant.
__kernel void square_all(__global int *x, unsigned n) {
  unsigned gid = get_global_id(0);
  unsigned gs = get_global_size(0);
  for (unsigned i = gid;
       __invariant(i % gs == gid),
       __global_invariant(__read_implies(x, (__read_offset_bytes(x) / sizeof(int)) % gs == gid)),
       __global_invariant(__write_implies(x, (__write_offset_bytes(x) / sizeof(int)) % gs == gid)),
       i < n;
       i += gs) {
    int v = x[i];
    x[i] = v < 0 ? -v : v;
  }
}

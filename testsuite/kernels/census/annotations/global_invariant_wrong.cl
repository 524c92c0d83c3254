//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//loop invariant might not be maintained by the loop

// The access invariant claims writes land at even offsets; the loop writes odd ones too.
__kernel void fill(__global int *out, unsigned n) {
  unsigned gid = get_global_id(0);
  for (unsigned i = gid;
       __invariant(i % 512 == gid),
       __global_invariant(__write_implies(out, (__write_offset_bytes(out) / sizeof(int)) % 2 == 0)),
       i < n;
       i += 512) {
    out[i] = 1;
  }
}

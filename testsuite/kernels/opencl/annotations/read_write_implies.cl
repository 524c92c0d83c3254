//pass
//--local_size=32 --num_groups=8

// In-place update with both the read and the write log described.
__kernel void update(__global float *x, float alpha, unsigned n) {
  unsigned gid = get_global_id(0);
  for (unsigned i = gid;
       __invariant(i % 256 == gid),
       __global_invariant(__read_implies(x, (__read_offset_bytes(x) / sizeof(float)) % 256 == gid)),
       __global_invariant(__write_implies(x, (__write_offset_bytes(x) / sizeof(float)) % 256 == gid)),
       i < n;
       i += 256) {
    x[i] = alpha * x[i];
  }
}

//pass
//--local_size=256 --num_groups=16 --timeout=60

// Each work item fills a contiguous chunk of `count` elements. The chunk length is bounded, so
// chunks do not wrap around and never overlap; the write log stays inside the item's chunk.
__kernel void fill_chunks(__global int *out, unsigned count) {
  __requires(count > 0);
  __requires(count <= 64);
  unsigned gid = get_global_id(0);
  for (unsigned k = 0;
       __invariant(k <= count),
       __global_invariant(__write_implies(out, __write_offset_bytes(out) / sizeof(int) >= gid * count)),
       __global_invariant(__write_implies(out, __write_offset_bytes(out) / sizeof(int) < gid * count + count)),
       k < count;
       k++) {
    out[gid * count + k] = gid + k;
  }
}

//pass
//--local_size=128 --num_groups=32

// Repeated updates of the item's own element; the write log is exactly that element.
__kernel void relax(__global float *x, unsigned iters) {
  unsigned gid = get_global_id(0);
  for (unsigned it = 0;
       __invariant(it <= iters),
       __global_invariant(__write_implies(x, __write_offset_bytes(x) == gid * sizeof(float))),
       __global_invariant(__read_implies(x, __read_offset_bytes(x) == gid * sizeof(float))),
       it < iters;
       it++) {
    x[gid] = 0.5f * x[gid] + 1.0f;
  }
}

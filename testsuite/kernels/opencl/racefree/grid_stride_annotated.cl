//pass
//--local_size=128 --num_groups=8

// Grid-stride loop with the stride invariant written out.
__kernel void scale(__global int *data, unsigned n, int factor) {
  unsigned gid = get_global_id(0);
  unsigned stride = get_global_size(0);
  for (unsigned i = gid; __invariant(i % stride == gid), i < n; i += stride) {
    data[i] = data[i] * factor;
  }
}

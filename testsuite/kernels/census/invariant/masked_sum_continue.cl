//pass
//--local_size=64 --num_groups=64

#define W 64

// Sum the unmasked entries of each item's row; masked entries are skipped with `continue`.
__kernel void masked_sum(__global const float *v, __global const uchar *mask, __global float *out) {
  unsigned gid = get_global_id(0);
  float acc = 0.0f;
  for (unsigned i = 0; __invariant(i <= W), i < W; i++) {
    if (mask[gid * W + i] == 0)
      continue;
    acc += v[gid * W + i];
  }
  out[gid] = acc;
}

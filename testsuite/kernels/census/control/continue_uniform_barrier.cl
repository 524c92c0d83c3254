//pass
//--local_size=128 --num_groups=16

// Rounds selected by a uniform mask are skipped with `continue`; the skip is the same for every
// item, so the barriers still match.
__kernel void masked_rounds(__global float *data, unsigned mask) {
  __local float s[128];
  size_t l = get_local_id(0);
  float v = data[get_global_id(0)];
  for (unsigned r = 0; r < 8; r++) {
    if ((mask >> r) & 1)
      continue;
    s[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    v += s[(l + r + 1) % 128];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = v;
}

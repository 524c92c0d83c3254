//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//barrier may be reached by non-uniform control flow

// The skip depends on the item's value, so some items skip the round's barriers.
__kernel void masked_rounds(__global float *data) {
  __local float s[128];
  size_t l = get_local_id(0);
  float v = data[get_global_id(0)];
  for (unsigned r = 0; r < 8; r++) {
    if (v < 0.0f)
      continue;
    s[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    v += s[(l + r + 1) % 128];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[get_global_id(0)] = v;
}

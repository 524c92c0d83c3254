//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=64
//barrier may be reached by non-uniform control flow

// The same helper, but only the first half of the group calls it.
float block_sum(__local float *s, float v) {
  unsigned lid = get_local_id(0);
  s[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned k = 32; k > 0; k >>= 1) {
    if (lid < k)
      s[lid] += s[lid + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  return s[0];
}

__kernel void normalise_half(__global float *data) {
  __local float scratch[128];
  size_t gid = get_global_id(0);
  float v = data[gid];
  if (get_local_id(0) < 64)
    data[gid] = v / block_sum(scratch, v);
}

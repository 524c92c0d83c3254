//pass
//--local_size=128 --num_groups=64

// A reduction helper with barriers, called by every work item of the group.
float block_sum(__local float *s, float v) {
  unsigned lid = get_local_id(0);
  s[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned k = get_local_size(0) / 2; k > 0; k >>= 1) {
    if (lid < k)
      s[lid] += s[lid + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float r = s[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  return r;
}

__kernel void normalise(__global float *data) {
  __local float scratch[128];
  size_t gid = get_global_id(0);
  float v = data[gid];
  float total = block_sum(scratch, v * v);
  data[gid] = v * rsqrt(total);
}

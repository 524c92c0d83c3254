//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//race on s\[

// The extra step for groups larger than 64 forgets its barrier; it is only compiled in for
// such groups, which is what this run uses.
__kernel void reduce(__global const float *in, __global float *out) {
  __local float s[__LOCAL_SIZE_0];
  unsigned lid = get_local_id(0);
  s[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
#if __LOCAL_SIZE_0 > 64
  if (lid < 64)
    s[lid] += s[lid + 64];
#endif
  for (unsigned k = 32; k > 0; k >>= 1) {
    if (lid < k)
      s[lid] += s[lid + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = s[0];
}

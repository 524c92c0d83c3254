//pass
//--local_size=256 --num_groups=128

// Sequential-addressing tree reduction, the stride halving each step.
__kernel void reduce(__global const float *in, __global float *out) {
  __local float s[256];
  unsigned lid = get_local_id(0);
  s[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned k = get_local_size(0) / 2;
       __invariant(__is_pow2(k)), __invariant(k <= 128),
       k > 0;
       k >>= 1) {
    if (lid < k)
      s[lid] += s[lid + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = s[0];
}

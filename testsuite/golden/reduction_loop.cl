//pass
//--local_size=8 --num_groups=2

__kernel void reduce(__global const int *in, __global int *out) {
  __local int s[8];
  unsigned t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned d = 4; d > 0; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    out[get_group_id(0)] = s[0];
}

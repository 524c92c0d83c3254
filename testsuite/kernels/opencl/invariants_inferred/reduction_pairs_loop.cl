//pass
//--local_size=128 --num_groups=4

// Tree reduction: the stride halves each step and only the items below it add their
// partner's element (candidates: pow2, pow2NotZero, noread, nowrite).
__kernel void reduce(__global const int *in, __global int *out) {
  __local int S[128];
  unsigned lid = get_local_id(0);
  S[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      S[lid] = S[lid] + S[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = S[0];
}

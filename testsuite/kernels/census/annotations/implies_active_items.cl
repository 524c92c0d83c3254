//pass
//--local_size=256 --num_groups=16

// Tree reduction whose invariant states, with __implies, which cells an active item may read.
__kernel void reduce(__global const int *in, __global int *out) {
  __local int s[256];
  unsigned l = get_local_id(0);
  s[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned k = 128;
       __invariant(__is_pow2(k)), __invariant(k <= 128),
       __invariant(__implies(l < k, l + k < 256)),
       k > 0;
       k >>= 1) {
    if (l < k)
      s[l] += s[l + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = s[0];
}

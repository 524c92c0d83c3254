//pass
//--local_size=256 --num_groups=16

// A do-while with a uniform exit test and a barrier in the body: halve the active range
// until one element is left.
__kernel void pairwise_max(__global const int *in, __global int *out) {
  __local int s[256];
  unsigned l = get_local_id(0);
  s[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  unsigned n = 256;
  do {
    __invariant(n <= 256);
    __invariant(__is_pow2(n));
    n >>= 1;
    if (l < n)
      s[l] = max(s[l], s[l + n]);
    barrier(CLK_LOCAL_MEM_FENCE);
  } while (n > 1);
  if (l == 0)
    out[get_group_id(0)] = s[0];
}

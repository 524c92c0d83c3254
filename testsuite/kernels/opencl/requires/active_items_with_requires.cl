//pass
//--local_size=64 --num_groups=4

// Only the first n items copy the lower half into the upper half; safe as long as n <= 32.
__kernel void copy_half(__global int *out, unsigned n) {
  __requires(n <= get_local_size(0) / 2);
  __local int L[64];
  unsigned t = get_local_id(0);
  L[t] = out[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < n)
    L[t + 32] = L[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[t];
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible read-write race on L\[

// With n unconstrained, items >= 32 may be active and read what other items write.
__kernel void copy_half(__global int *out, unsigned n) {
  __local int L[64];
  unsigned t = get_local_id(0);
  L[t] = out[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < n)
    L[t + 32] = L[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[t];
}

//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//possible write-write race on out\[

// Items past n are clamped onto out[n] instead of being skipped; they all write there.
__kernel void copy_clamped(__global const int *in, __global int *out, unsigned n) {
  unsigned i = get_global_id(0);
  out[i < n ? i : n] = in[i];
}

//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=32
//possible write-write race on out\[

// Only stride >= 1 is required: with stride = 2^31, items 0 and 2 both write out[0] after the
// 32-bit multiplication wraps.
__kernel void scatter(__global const float *in, __global float *out, unsigned stride) {
  __requires(stride >= 1);
  unsigned gid = get_global_id(0);
  out[gid * stride] = in[gid];
}

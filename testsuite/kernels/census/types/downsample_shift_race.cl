//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=32
//possible write-write race on out\[

// Half-rate downsampling that forgets to let only even items write: items 2k and 2k + 1 both
// store to out[k].
__kernel void downsample(__global const float *in, __global float *out) {
  uint gid = get_global_id(0);
  out[gid >> 1] = in[gid];
}

//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=16
//possible write-write race on out\[

// The scatter index is computed in 16 bits: gid * 64 wraps at 65536, so items 0 and 1024
// write the same element.
__kernel void scatter64(__global const float *in, __global float *out) {
  ushort idx = (ushort)(get_global_id(0) * 64);
  out[idx] = in[get_global_id(0)];
}

//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//possible write-write race on out\[

// Two work items per float4 element, but each writes the whole vector.
__kernel void pack_half(__global const float *in, __global float4 *out) {
  size_t i = get_global_id(0);
  float x = in[i];
  out[i / 2] = (float4)(x, x, x, x);
}

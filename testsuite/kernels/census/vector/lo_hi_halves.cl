//pass
//--local_size=256 --num_groups=16

// Split each float4 into its low and high halves.
__kernel void split(__global const float4 *in, __global float2 *lo, __global float2 *hi) {
  size_t i = get_global_id(0);
  float4 v = in[i];
  lo[i] = v.lo;
  hi[i] = v.hi;
}

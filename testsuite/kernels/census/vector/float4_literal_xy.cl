//pass
//--local_size=64 --num_groups=128

// Build a float4 from scalars, then update two lanes through a multi-component swizzle.
__kernel void pack(__global const float *a, __global const float *b, __global float4 *out) {
  size_t i = get_global_id(0);
  float4 v = (float4)(a[i], b[i], 0.0f, 1.0f);
  float2 w = v.xy;
  v.xy = w.yx;
  v.zw = (float2)(a[i] * b[i], v.w);
  out[i] = v;
}

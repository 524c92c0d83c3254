//pass
//--local_size=128 --num_groups=32

// A helper returning a vector type.
float4 lerp4(float4 a, float4 b, float t) {
  return a + t * (b - a);
}

__kernel void blend(__global const float4 *a, __global const float4 *b, __global float4 *out, float t) {
  size_t i = get_global_id(0);
  out[i] = lerp4(a[i], b[i], t);
}

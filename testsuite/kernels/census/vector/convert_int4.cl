//pass
//--local_size=128 --num_groups=32

// Quantise float4 samples to integers with the conversion builtins.
__kernel void quantise(__global const float4 *in, __global int4 *out, float scale) {
  size_t i = get_global_id(0);
  float4 v = in[i] * scale;
  out[i] = convert_int4(v);
}

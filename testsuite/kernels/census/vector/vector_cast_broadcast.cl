//pass
//--local_size=128 --num_groups=64

// Vector ReLU: a broadcast zero literal and the component-wise fmax builtin.
__kernel void relu4(__global const float4 *in, __global float4 *out) {
  size_t i = get_global_id(0);
  float4 v = in[i];
  float4 zero = (float4)(0.0f);
  out[i] = fmax(v, zero);
}

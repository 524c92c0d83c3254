//pass
//--local_size=256 --num_groups=64

// Four floats per work item through a float4 pointer and a broadcast vector literal.
__kernel void scale4(__global const float4 *in, __global float4 *out, float k) {
  size_t i = get_global_id(0);
  out[i] = in[i] * (float4)(k);
}

//pass
//--local_size=128 --num_groups=32

// Weights passed in the constant address space.
__kernel void weighted(__global const float *in, __constant float *w, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = in[i] * w[i % 16];
}

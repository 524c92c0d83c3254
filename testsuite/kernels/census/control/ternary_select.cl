//pass
//--local_size=64 --num_groups=128

// Interleave two inputs by parity with the conditional operator.
__kernel void interleave(__global const float *a, __global const float *b, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = (i & 1) ? a[i / 2] : b[i / 2];
}

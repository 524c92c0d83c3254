//pass
//--local_size=128 --num_groups=32

// A fixed-length polynomial evaluation unrolled by a factor of 4 (Horner's rule).
__kernel void horner(__global const float *x, __global const float *coef, __global float *y) {
  size_t i = get_global_id(0);
  float xi = x[i];
  float acc = 0.0f;
#pragma unroll 4
  for (int k = 7; k >= 0; k--)
    acc = acc * xi + coef[k];
  y[i] = acc;
}

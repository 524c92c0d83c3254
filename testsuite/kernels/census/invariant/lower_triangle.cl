//pass
//--local_size=128 --num_groups=4

// Row i of a lower-triangular solve step: the inner loop runs over the first i columns only.
__kernel void tri_dot(__global const float *L, __global const float *x, __global float *y, unsigned n) {
  __requires(n == 512);
  unsigned i = get_global_id(0);
  float acc = 0.0f;
  for (unsigned j = 0; __invariant(j <= i), j < i; j++) {
    acc += L[i * n + j] * x[j];
  }
  y[i] = acc;
}

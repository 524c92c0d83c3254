//pass
//--blockDim=64 --gridDim=4

// Scalar grid-stride loop over the first m elements with a symbolic m, then the rest of the
// array handled by the threads of the grid once.
__global__ void fill(int *out, int m, int n) {
  __requires(m >= 0);
  __requires(n >= m);
  __requires(n - m <= 256);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = i; k < m; k += blockDim.x * gridDim.x)
    out[k] = 2 * k;
  if (i < n - m)
    out[m + i] = -1;
}

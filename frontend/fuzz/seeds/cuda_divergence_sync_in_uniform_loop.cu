//pass
//--blockDim=128 --gridDim=4

// A barrier inside a loop whose trip count is a kernel argument.
__global__ void rounds(int *a, int steps) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = a[i];
  __syncthreads();
  for (int r = 0; r < steps; r++) {
    int v = s[(t + 1) % 128];
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  a[i] = s[t];
}

//pass
//--blockDim=64 --gridDim=1

// Ping-pong buffers: each round reads one shared buffer and writes the other, then swaps
// the pointers. The swapped pointers stay distinct and each names one of the two buffers
// (rule swapPairDistinct), so a round never reads what it writes.
__global__ void k(int *out, int n) {
  __shared__ int a[64], b[64];
  int t = threadIdx.x;
  int *src = a, *dst = b;
  a[t] = t;
  __syncthreads();
  for (int r = 0; r < n; r++) {
    dst[t] = src[(t + 1) % 64];
    __syncthreads();
    int *tmp = src; src = dst; dst = tmp;
  }
  out[t] = src[t];
}

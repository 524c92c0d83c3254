//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible (read-write|write-read) race on

// The twin of ping_pong_pointers.cu without the barrier between rounds: the next round
// writes the buffer the slower threads still read.
__global__ void k(int *out, int n) {
  __shared__ int a[64], b[64];
  int t = threadIdx.x;
  int *src = a, *dst = b;
  a[t] = t;
  __syncthreads();
  for (int r = 0; r < n; r++) {
    dst[t] = src[(t + 1) % 64];
    int *tmp = src; src = dst; dst = tmp;
  }
  out[t] = src[t];
}

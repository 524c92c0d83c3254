//pass
//--blockDim=64 --gridDim=1

// Ping-pong halves of one shared array chosen by two swapped indices (rule swapPairDistinct).
__global__ void k(int *out, int n) {
  __shared__ int buf[2][64];
  int t = threadIdx.x;
  int src = 0, dst = 1;
  buf[0][t] = t;
  __syncthreads();
  for (int r = 0; r < n; r++) {
    buf[dst][t] = buf[src][(t + 1) % 64];
    __syncthreads();
    int tmp = src; src = dst; dst = tmp;
  }
  out[t] = buf[src][t];
}

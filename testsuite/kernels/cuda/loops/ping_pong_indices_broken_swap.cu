//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible (read-write|write-read) race on buf

// The twin of ping_pong_indices.cu with a broken swap: after the first round both indices
// name the same half, read and written in one round.
__global__ void k(int *out, int n) {
  __shared__ int buf[2][64];
  int t = threadIdx.x;
  int src = 0, dst = 1;
  buf[0][t] = t;
  __syncthreads();
  for (int r = 0; r < n; r++) {
    buf[dst][t] = buf[src][(t + 1) % 64];
    __syncthreads();
    int tmp = src; src = dst; dst = src;
  }
  out[t] = buf[src][t];
}

//pass
//--blockDim=64 --gridDim=4 --warp-sync=32
__global__ void k(int *g) {
  __shared__ volatile int s[64];
  unsigned t = threadIdx.x;
  s[t] = g[blockIdx.x * 64 + t];
  __syncthreads();
  if (t < 32) {
    s[t] += s[t + 32];
    s[t] += s[t + 16];
    s[t] += s[t + 8];
  }
  __syncthreads();
  if (t == 0) g[blockIdx.x * 64] = s[0];
}

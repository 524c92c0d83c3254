//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4 --warp-sync=32
//possible (write-read|read-write) race on s\[

/* Lockstep execution only orders threads of one warp: folding 64 values in a single step
   reads cells that threads of the other warp write at the same time. */
__global__ void k(int *g) {
  __shared__ volatile int s[128];
  unsigned t = threadIdx.x;
  s[t] = g[blockIdx.x * 128 + t];
  __syncthreads();
  if (t < 64) {
    s[t] += s[t + 32];
  }
  __syncthreads();
  if (t == 0) g[blockIdx.x * 128] = s[0];
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --backend=smt2
//possible (read-write|write-read) race on s

// The twin of syncthreads_or_loop.cu that writes its own cell again after reading its
// neighbour's, before the next barrier.
__global__ void k(int *flags, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  int more = 1;
  int round = 0;
  while (__syncthreads_or(more)) {
    s[t] = round;
    __syncthreads();
    out[blockIdx.x * 64 + t] = s[(t + 1) % 64];
    s[t] = round + 1;
    more = flags[blockIdx.x * 64 + t] > round;
    round++;
  }
}

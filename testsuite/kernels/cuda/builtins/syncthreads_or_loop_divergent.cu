//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --backend=smt2
//barrier may be reached by non-uniform control flow

// The twin of syncthreads_or_loop.cu whose loop also tests the thread: only the first 32
// threads stay in it and reach its barriers.
__global__ void k(int *flags, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  int more = 1;
  int round = 0;
  while (__syncthreads_or(more) && t < 32) {
    s[t] = round;
    __syncthreads();
    out[blockIdx.x * 64 + t] = s[(t + 1) % 64];
    __syncthreads();
    more = flags[blockIdx.x * 64 + t] > round;
    round++;
  }
}

//pass
//--blockDim=64 --gridDim=2 --backend=smt2

// A loop whose condition is a block vote: __syncthreads_or gives every thread of the block
// the same result, so the barriers in the loop are reached by all of them or none.
__global__ void k(int *flags, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  int more = 1;
  int round = 0;
  while (__syncthreads_or(more)) {
    s[t] = round;
    __syncthreads();
    out[blockIdx.x * 64 + t] = s[(t + 1) % 64];
    __syncthreads();
    more = flags[blockIdx.x * 64 + t] > round;
    round++;
  }
}

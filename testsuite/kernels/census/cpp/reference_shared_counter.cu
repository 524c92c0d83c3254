//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16
//race on counter\[

__device__ void bump(int &c) { c = c + 1; }

// The reference names one shared element that every thread increments without atomics.
__global__ void count_block(const int *flags, int *out) {
  __shared__ int counter[1];
  if (threadIdx.x == 0)
    counter[0] = 0;
  __syncthreads();
  if (flags[blockIdx.x * blockDim.x + threadIdx.x])
    bump(counter[0]);
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = counter[0];
}

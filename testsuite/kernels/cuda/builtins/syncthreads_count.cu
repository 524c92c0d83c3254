//pass
//--blockDim=64 --gridDim=4

// __syncthreads_count is a barrier; its result is one count for the whole block.
__global__ void k(int *out) {
  __shared__ int S[64];
  S[threadIdx.x] = threadIdx.x;
  int n = __syncthreads_count(S[threadIdx.x] > 3);
  out[blockIdx.x * blockDim.x + threadIdx.x] = S[63 - threadIdx.x] + n;
}

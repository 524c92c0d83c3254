//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2 --check-array-bounds
//possible array out-of-bounds access on array s by thread 31 in thread block \d

__global__ void k(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x + 1];
}

//pass
//--blockDim=32 --gridDim=2

__global__ void reverse(int *d) {
  __shared__ int s[32];
  unsigned t = threadIdx.x;
  s[t] = d[blockIdx.x * 32 + t];
  __syncthreads();
  d[blockIdx.x * 32 + t] = s[31 - t];
}

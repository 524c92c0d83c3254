//pass
//--blockDim=64 --gridDim=16

__global__ void staticReverse(int *d) {
  __shared__ int s[64];
  int t = threadIdx.x;
  int tr = 63 - t;
  int base = blockIdx.x * 64;
  s[t] = d[base + t];
  __syncthreads();
  d[base + t] = s[tr];
}

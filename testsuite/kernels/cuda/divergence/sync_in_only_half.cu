//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//barrier may be reached by non-uniform control flow

__global__ void half_sync(int *a) {
  __shared__ int s[64];
  s[threadIdx.x] = a[threadIdx.x];
  if (threadIdx.x < 32)
    __syncthreads();
  a[threadIdx.x] = s[threadIdx.x] + 1;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//barrier may be reached by non-uniform control flow

// Thread i waits i times at the barrier.
__global__ void staircase(float *a) {
  __shared__ float s[32];
  s[threadIdx.x] = a[blockIdx.x * 32 + threadIdx.x];
  for (unsigned i = 0; i < threadIdx.x; i++)
    __syncthreads();
  a[blockIdx.x * 32 + threadIdx.x] = s[threadIdx.x];
}

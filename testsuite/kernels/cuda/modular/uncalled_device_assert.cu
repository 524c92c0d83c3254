//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4 --no-inline
//uncalled_device_assert.cu:8:3: error: this assertion might not hold
//
// With --no-inline every __device__ function is verified on its own.

__device__ void check(int x) {
  __assert(x < 100);
}

__global__ void k(int *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

//pass
//--blockDim=32 --gridDim=4 --no-inline
//
// An uncalled inline function is removed before verification, as GPUVerify's compilation
// removes it; the twin of uncalled_device_assert.cu.

static __device__ __forceinline__ void check(int x) {
  __assert(x < 100);
}

__global__ void k(int *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

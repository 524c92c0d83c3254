//pass
//--blockDim=32 --gridDim=4 --no-inline
//
// A __forceinline__ function is inlined by the compiler even without optimisation, so its
// caller sees what it computes; the twin of device_result_contract.cu.

__device__ __forceinline__ int index_of(int b, int t) {
  return b * 32 + t;
}

static __device__ __forceinline__ void check(int x) {
  __assert(x < 100);
}

__global__ void k(int *out) {
  out[index_of(blockIdx.x, threadIdx.x)] = threadIdx.x;
}

//pass
//--blockDim=32 --gridDim=4 --no-inline
//
// The twin of device_result_contract.cu: the postcondition gives the caller the index.

__device__ int index_of(int b, int t) {
  __ensures(__return_val_int() == b * 32 + t);
  return b * 32 + t;
}

__global__ void k(int *out) {
  out[index_of(blockIdx.x, threadIdx.x)] = threadIdx.x;
}

//pass
//--blockDim=256 --gridDim=4

// A helper that returns a pointer to its own __shared__ array (one array per block, however
// often the helper is called): the kernel stages its slice there and reads it back reversed
// after a barrier.

__device__ float *scratch() {
  __shared__ float buf[256];
  return buf;
}

__global__ void reverse(float *out) {
  float *s = scratch();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = out[i];
  __syncthreads();
  out[i] = scratch()[blockDim.x - 1 - threadIdx.x];
}

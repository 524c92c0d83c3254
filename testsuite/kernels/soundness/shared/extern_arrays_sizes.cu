//xfail:UNSUPPORTED
//--blockDim=128 --gridDim=1
//unsupported: extern __shared__ arrays of element types of different sizes
//
// A char view and an int view of the same dynamic shared memory.
__global__ void k(int *out) {
  extern __shared__ int words[];
  extern __shared__ char bytes[];
  words[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = bytes[threadIdx.x];
}

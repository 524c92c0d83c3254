//pass
//--blockDim=128 --gridDim=64

// Two distinct threads never share a global id; the block size is the same for both.
__global__ void ids(int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  __assert(__distinct_int(g));
  __assert(__uniform_int(blockDim.x));
  out[g] = threadIdx.x;
}

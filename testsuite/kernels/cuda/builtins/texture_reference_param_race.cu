//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out\[

texture<float, 1, cudaReadModeElementType> texA;

__device__ float fetch(texture<float, 1, cudaReadModeElementType> t, int i) {
  return tex1Dfetch(t, i);
}

// Every thread of a block writes the block's first element.
__global__ void k(float *out) {
  unsigned i = blockIdx.x * blockDim.x;
  out[i] = fetch(texA, threadIdx.x);
}

//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=64 --gridDim=4
//pointer stored in memory

// Loading a pointer from memory is not supported.
__global__ void deref(float **tables, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tables[0][i];
}

//pass
//--blockDim=64 --gridDim=4

// A pointer-to-pointer parameter that the kernel never dereferences.
__global__ void ignore(float **tables, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 1.0f;
}

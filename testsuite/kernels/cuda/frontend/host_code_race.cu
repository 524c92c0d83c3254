//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-write race on d\[
//
// The twin of host_code.cu: the kernel's index leaves out the block offset, so the blocks
// overwrite each other's elements; the host code around it changes nothing.

#include <stdlib.h>
#include <cuda_runtime.h>

__global__ void scale(float *d, float s, int n) {
  int i = threadIdx.x;
  if (i < n) d[i] = s * blockIdx.x;
}

int main(void) {
  float *d;
  cudaMalloc((void **)&d, 1024 * sizeof(float));
  scale<<<4, 256>>>(d, 2.0f, 1024);
  cudaFree(d);
  return 0;
}

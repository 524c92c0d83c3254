//pass
//--blockDim=256 --gridDim=4
//
// A .cu file may keep its host code: kernel launches (`<<<...>>>`), runtime calls and
// library I/O in functions no kernel calls are parsed and left alone, as a device
// compilation leaves them. A launch in device code is still refused.

#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

__global__ void scale(float *d, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] *= s;
}

int main(int argc, char **argv) {
  int n = 1 << 10;
  float *h = (float *)malloc(n * sizeof(float));
  float *d;
  cudaMalloc((void **)&d, n * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(256), grid((n + 255) / 256);
  scale<<<grid, block>>>(d, 2.0f, n);
  scale<<<grid, block, 0, 0>>>(d, 0.5f, n);
  cudaDeviceSynchronize();
  printf("done\n");
  cudaFree(d);
  free(h);
  return 0;
}

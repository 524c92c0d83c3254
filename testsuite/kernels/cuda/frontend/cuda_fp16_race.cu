//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on s\[
//
// The twin of cuda_fp16.cu without the barrier between the shared tile's writes and reads.

#include <cuda_fp16.h>

__global__ void k(__half *x) {
  __shared__ __half s[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half h = x[i];
  s[threadIdx.x] = __hadd(__hmul(h, __float2half(3.0f)), __int2half_rn(i));
  x[i] = s[63 - threadIdx.x];
}

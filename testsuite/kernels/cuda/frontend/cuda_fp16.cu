//pass
//--blockDim=64 --gridDim=4
//
// <cuda_fp16.h>: __half is a 2-byte floating type (OpenCL's half) and __half2 a vector of two
// with members x and y; the conversion and arithmetic intrinsics work on them, and `half`
// and `half2` name the same types.

#include <cuda_fp16.h>

__global__ void k(__half *x, half2 *y, float *f) {
  __shared__ __half s[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half h = x[i];
  half2 v = y[i];
  v = __hfma2(v, __float2half2_rn(2.0f), __halves2half2(h, __hneg(h)));
  s[threadIdx.x] = __hadd(__hmul(h, __float2half(3.0f)), __low2half(v));
  __syncthreads();
  x[i] = s[63 - threadIdx.x];
  y[i] = __hadd2(v, __floats2half2_rn(1.0f, f[i]));
  float2 g = __half22float2(v);
  f[i] = __half2float(h) + g.x + __high2float(v) + (__hlt(h, x[i]) ? 1.0f : 0.0f);
  __assert(sizeof(__half) == 2 && sizeof(half2) == 4);
}

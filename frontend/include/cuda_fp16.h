/* <cuda_fp16.h>: CUDA's half precision. __half is the IEEE binary16 type (OpenCL's half) and
   __half2 a vector of two, with members x and y; arithmetic is in half precision, rounded to
   nearest even, and conversions round as their names say (all kcc's conversions round to
   nearest even, so the _rz/_rd/_ru variants are not provided). */
#ifndef KCC_CUDA_FP16_H
#define KCC_CUDA_FP16_H
#include "kcc_cuda.h"

typedef __half half;
typedef __half2 half2;

#define __KCC_H static __inline__ __host__ __device__

__KCC_H __half __float2half(const float a) { return (__half)a; }
__KCC_H __half __float2half_rn(const float a) { return (__half)a; }
__KCC_H float __half2float(const __half a) { return (float)a; }
__KCC_H __half __double2half(const double a) { return (__half)a; }
__KCC_H __half __int2half_rn(const int a) { return (__half)a; }
__KCC_H int __half2int_rz(const __half a) { return (int)a; }

__KCC_H __half2 __halves2half2(const __half a, const __half b) {
  __half2 r;
  r.x = a;
  r.y = b;
  return r;
}
__KCC_H __half2 __half2half2(const __half a) { return __halves2half2(a, a); }
__KCC_H __half2 __float2half2_rn(const float a) {
  return __halves2half2(__float2half_rn(a), __float2half_rn(a));
}
__KCC_H __half2 __floats2half2_rn(const float a, const float b) {
  return __halves2half2(__float2half_rn(a), __float2half_rn(b));
}
__KCC_H float2 __half22float2(const __half2 a) {
  return make_float2(__half2float(a.x), __half2float(a.y));
}
__KCC_H __half __low2half(const __half2 a) { return a.x; }
__KCC_H __half __high2half(const __half2 a) { return a.y; }
__KCC_H float __low2float(const __half2 a) { return __half2float(a.x); }
__KCC_H float __high2float(const __half2 a) { return __half2float(a.y); }
__KCC_H __half2 __lows2half2(const __half2 a, const __half2 b) { return __halves2half2(a.x, b.x); }
__KCC_H __half2 __highs2half2(const __half2 a, const __half2 b) {
  return __halves2half2(a.y, b.y);
}

__KCC_H __half __hadd(const __half a, const __half b) { return a + b; }
__KCC_H __half __hsub(const __half a, const __half b) { return a - b; }
__KCC_H __half __hmul(const __half a, const __half b) { return a * b; }
__KCC_H __half __hdiv(const __half a, const __half b) { return a / b; }
__KCC_H __half __hneg(const __half a) { return -a; }
__KCC_H __half __hfma(const __half a, const __half b, const __half c) { return fma(a, b, c); }
__KCC_H bool __heq(const __half a, const __half b) { return a == b; }
__KCC_H bool __hne(const __half a, const __half b) { return a != b; }
__KCC_H bool __hlt(const __half a, const __half b) { return a < b; }
__KCC_H bool __hle(const __half a, const __half b) { return a <= b; }
__KCC_H bool __hgt(const __half a, const __half b) { return a > b; }
__KCC_H bool __hge(const __half a, const __half b) { return a >= b; }

__KCC_H __half2 __hadd2(const __half2 a, const __half2 b) { return a + b; }
__KCC_H __half2 __hsub2(const __half2 a, const __half2 b) { return a - b; }
__KCC_H __half2 __hmul2(const __half2 a, const __half2 b) { return a * b; }
__KCC_H __half2 __h2div(const __half2 a, const __half2 b) { return a / b; }
__KCC_H __half2 __hneg2(const __half2 a) { return -a; }
__KCC_H __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c) {
  return __halves2half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}

#undef __KCC_H
#endif

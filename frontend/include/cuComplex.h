/* <cuComplex.h>: single and double precision complex numbers as CUDA's float2 and double2,
   with the library's accessors and arithmetic. Division scales by the divisor's magnitude
   (|re| + |im|) first, and cuCabs/cuCabsf are hypot of the parts. */
#ifndef KCC_CUCOMPLEX_H
#define KCC_CUCOMPLEX_H
#include "kcc_cuda.h"

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

__host__ __device__ static __inline__ float cuCrealf(cuFloatComplex x) { return x.x; }
__host__ __device__ static __inline__ float cuCimagf(cuFloatComplex x) { return x.y; }
__host__ __device__ static __inline__ cuFloatComplex make_cuFloatComplex(float r, float i) {
  cuFloatComplex res;
  res.x = r;
  res.y = i;
  return res;
}
__host__ __device__ static __inline__ cuFloatComplex cuConjf(cuFloatComplex x) {
  return make_cuFloatComplex(cuCrealf(x), -cuCimagf(x));
}
__host__ __device__ static __inline__ cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(cuCrealf(x) + cuCrealf(y), cuCimagf(x) + cuCimagf(y));
}
__host__ __device__ static __inline__ cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(cuCrealf(x) - cuCrealf(y), cuCimagf(x) - cuCimagf(y));
}
__host__ __device__ static __inline__ cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex((cuCrealf(x) * cuCrealf(y)) - (cuCimagf(x) * cuCimagf(y)),
                             (cuCrealf(x) * cuCimagf(y)) + (cuCimagf(x) * cuCrealf(y)));
}
__host__ __device__ static __inline__ cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y) {
  float s = fabsf(cuCrealf(y)) + fabsf(cuCimagf(y));
  float oos = 1.0f / s;
  float ars = cuCrealf(x) * oos;
  float ais = cuCimagf(x) * oos;
  float brs = cuCrealf(y) * oos;
  float bis = cuCimagf(y) * oos;
  s = (brs * brs) + (bis * bis);
  oos = 1.0f / s;
  return make_cuFloatComplex(((ars * brs) + (ais * bis)) * oos, ((ais * brs) - (ars * bis)) * oos);
}
__host__ __device__ static __inline__ float cuCabsf(cuFloatComplex x) {
  return hypotf(cuCrealf(x), cuCimagf(x));
}
__host__ __device__ static __inline__ cuFloatComplex cuCfmaf(cuFloatComplex x, cuFloatComplex y,
                                                             cuFloatComplex d) {
  float re = (cuCrealf(x) * cuCrealf(y)) + cuCrealf(d);
  float im = (cuCrealf(x) * cuCimagf(y)) + cuCimagf(d);
  re = -(cuCimagf(x) * cuCimagf(y)) + re;
  im = (cuCimagf(x) * cuCrealf(y)) + im;
  return make_cuFloatComplex(re, im);
}

__host__ __device__ static __inline__ double cuCreal(cuDoubleComplex x) { return x.x; }
__host__ __device__ static __inline__ double cuCimag(cuDoubleComplex x) { return x.y; }
__host__ __device__ static __inline__ cuDoubleComplex make_cuDoubleComplex(double r, double i) {
  cuDoubleComplex res;
  res.x = r;
  res.y = i;
  return res;
}
__host__ __device__ static __inline__ cuDoubleComplex cuConj(cuDoubleComplex x) {
  return make_cuDoubleComplex(cuCreal(x), -cuCimag(x));
}
__host__ __device__ static __inline__ cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(cuCreal(x) + cuCreal(y), cuCimag(x) + cuCimag(y));
}
__host__ __device__ static __inline__ cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(cuCreal(x) - cuCreal(y), cuCimag(x) - cuCimag(y));
}
__host__ __device__ static __inline__ cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex((cuCreal(x) * cuCreal(y)) - (cuCimag(x) * cuCimag(y)),
                              (cuCreal(x) * cuCimag(y)) + (cuCimag(x) * cuCreal(y)));
}
__host__ __device__ static __inline__ cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y) {
  double s = fabs(cuCreal(y)) + fabs(cuCimag(y));
  double oos = 1.0 / s;
  double ars = cuCreal(x) * oos;
  double ais = cuCimag(x) * oos;
  double brs = cuCreal(y) * oos;
  double bis = cuCimag(y) * oos;
  s = (brs * brs) + (bis * bis);
  oos = 1.0 / s;
  return make_cuDoubleComplex(((ars * brs) + (ais * bis)) * oos, ((ais * brs) - (ars * bis)) * oos);
}
__host__ __device__ static __inline__ double cuCabs(cuDoubleComplex x) {
  return hypot(cuCreal(x), cuCimag(x));
}
__host__ __device__ static __inline__ cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y,
                                                             cuDoubleComplex d) {
  double re = (cuCreal(x) * cuCreal(y)) + cuCreal(d);
  double im = (cuCreal(x) * cuCimag(y)) + cuCimag(d);
  re = -(cuCimag(x) * cuCimag(y)) + re;
  im = (cuCimag(x) * cuCreal(y)) + im;
  return make_cuDoubleComplex(re, im);
}

__host__ __device__ static __inline__ cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_cuDoubleComplex((double)cuCrealf(c), (double)cuCimagf(c));
}
__host__ __device__ static __inline__ cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_cuFloatComplex((float)cuCreal(c), (float)cuCimag(c));
}

#endif

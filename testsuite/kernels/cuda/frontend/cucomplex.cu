//pass
//--blockDim=64 --gridDim=4
//
// <cuComplex.h>: complex numbers are float2 and double2, with the library's accessors and
// arithmetic in both precisions.

#include <cuComplex.h>

__global__ void k(cuFloatComplex *a, const cuFloatComplex *b, cuDoubleComplex *z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuFloatComplex p = cuCmulf(a[i], b[i]);
  cuFloatComplex q = cuCdivf(cuCaddf(p, cuConjf(b[i])), make_cuFloatComplex(2.0f, 1.0f));
  q = cuCfmaf(q, cuCsubf(p, a[i]), b[i]);
  a[i] = make_cuFloatComplex(cuCrealf(q) + cuCabsf(p), cuCimagf(q));
  cuDoubleComplex d = cuComplexFloatToDouble(a[i]);
  d = cuCfma(cuCmul(d, z[i]), cuCdiv(cuCadd(d, z[i]), cuConj(d)), cuCsub(z[i], d));
  z[i] = make_cuDoubleComplex(cuCreal(d) + cuCabs(d), cuCimag(d));
  cuComplex c = cuComplexDoubleToFloat(z[i]);
  a[i].x += c.x * 0.0f;
}

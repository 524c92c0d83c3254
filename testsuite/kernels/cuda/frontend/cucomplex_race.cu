//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on a\[
//
// The twin of cucomplex.cu: each thread reads its right neighbour's element, which that
// thread overwrites.

#include <cuComplex.h>

__global__ void k(cuFloatComplex *a, const cuFloatComplex *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cuFloatComplex p = cuCmulf(a[i + 1], b[i]);
  a[i] = cuCaddf(p, b[i]);
}

//pass
//--blockDim=32 --gridDim=4

/* Headers of the CUDA samples and C++ spellings of the C headers: kcc supplies them. */
#include <cmath>
#include <cstdio>
#include <cfloat>
#include <climits>
#include <math_constants.h>
#include <helper_math.h>
#include <helper_cuda.h>
#include "cublas.h"

__global__ void k(float *a, const float3 *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float3 p = v[i];
  float3 q = normalize(p) * CUDART_PI_F + make_float3(1.0f, 2.0f, 3.0f);
  a[i] = dot(q, p) + length(p) + FLT_EPSILON + (float)(INT_MAX > 0);
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out
//
// The twin of make_float3_from_float4.cu with a shifted index.

#include "helper_math.h"

__global__ void k(float3 *out, float4 *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / 2] = make_float3(in[i]);
}

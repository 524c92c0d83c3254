//pass
//--blockDim=64 --gridDim=2
//
// The CUDA samples' helper make_float3(float4) drops the last component.

#include "helper_math.h"

__global__ void k(float3 *out, float4 *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = in[i];
  float3 a = make_float3(v);
  __assert(__float_as_int(a.x) == __float_as_int(v.x) && __float_as_int(a.z) == __float_as_int(v.z));
  out[i] = a + make_float3(v.x, v.y, v.z);
}

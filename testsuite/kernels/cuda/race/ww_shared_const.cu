//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on s\[0\]
//Write by thread \d+ in thread block \d+ \(global id \d+\)

#include "cuda.h"

__global__ void last_writer(int *out) {
  __shared__ int s[1];
  s[0] = threadIdx.x;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[0];
}

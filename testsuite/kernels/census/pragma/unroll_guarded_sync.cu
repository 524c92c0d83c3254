//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64
//barrier may be reached by non-uniform control flow

// The unrolled butterfly puts __syncthreads inside the guard, which half the block skips.
__global__ void butterfly(float *data) {
  __shared__ float s[128];
  unsigned t = threadIdx.x;
  s[t] = data[blockIdx.x * 128 + t];
  __syncthreads();
#pragma unroll
  for (unsigned m = 1; m < 64; m <<= 1) {
    if (t < 64) {
      s[t] += s[t ^ m];
      __syncthreads();
    }
  }
  data[blockIdx.x * 128 + t] = s[t];
}

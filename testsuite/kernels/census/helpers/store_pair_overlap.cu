//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64
//possible write-write race on out\[

// The helper writes i and i + 1, but is called with consecutive i: neighbours overlap.
__device__ void store_pair(float *dst, int i, float a, float b) {
  dst[i] = a;
  dst[i + 1] = b;
}

__global__ void split_complex(const float *mag, const float *phase, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  store_pair(out, i, mag[i] * cosf(phase[i]), mag[i] * sinf(phase[i]));
}

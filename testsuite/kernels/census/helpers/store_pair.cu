//pass
//--blockDim=128 --gridDim=64

// A device helper that stores two adjacent elements through a pointer parameter.
__device__ void store_pair(float *dst, int i, float a, float b) {
  dst[2 * i] = a;
  dst[2 * i + 1] = b;
}

__global__ void split_complex(const float *mag, const float *phase, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  store_pair(out, i, mag[i] * cosf(phase[i]), mag[i] * sinf(phase[i]));
}

//pass
//--blockDim=256 --gridDim=64

// 64-bit offsets into a large buffer.
__global__ void copy_far(const float *src, float *dst, long long base) {
  __requires(base >= 0 && base < (1LL << 30));
  long long i = base + (long long)blockIdx.x * blockDim.x + threadIdx.x;
  dst[i] = src[i];
}

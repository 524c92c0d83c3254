//pass
//--blockDim=128 --gridDim=128

// C++ casts in index arithmetic.
__global__ void gather(const float *src, const int *perm, float *dst) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = static_cast<int>(i);
  dst[j] = src[static_cast<unsigned>(perm[i]) % (128u * 128u)];
}

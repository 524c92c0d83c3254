//pass
//--blockDim=128 --gridDim=8

template <typename T>
__device__ T clamp_to(T v, T lo, T hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

__global__ void clampi(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = clamp_to<int>(in[i], 0, 255);
}

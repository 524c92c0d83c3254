//pass
//--blockDim=256 --gridDim=8

// A kernel file with its host code: runtime handles, and a launch of a kernel template's
// instance. Host code is read, not verified; the kernel is.
template <typename T> __global__ void scale(T *data, std::int32_t n) {
  std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (__builtin_expect(i < n, 1))
    data[i] *= (T)2;
}

template __global__ void scale<float>(float *data, std::int32_t n);

void run(float *d, int n) {
  cudaEvent_t start, stop;
  cudaStream_t stream;
  scale<float><<<(n + 255) / 256, 256, 0, stream>>>(d, n);
}

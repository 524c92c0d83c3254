//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//possible (read-write|write-read|write-write) race on data\[

// The twin of host_launch_of_template_kernel.cu in which two threads scale one element.
template <typename T> __global__ void scale(T *data, std::int32_t n) {
  std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (__builtin_expect(i < n, 1))
    data[i / 2] *= (T)2;
}

template __global__ void scale<float>(float *data, std::int32_t n);

void run(float *d, int n) {
  cudaEvent_t start, stop;
  cudaStream_t stream;
  scale<float><<<(n + 255) / 256, 256, 0, stream>>>(d, n);
}

//pass
//--blockDim=64 --gridDim=2

// Explicit specializations with their own member functions: the instance the kernel uses
// reads through its specialization's operator(), not the template's nor the other one's.
template <typename T, bool Direct> struct Reader;
template <> struct Reader<float, true> {
  __device__ float operator()(int idx, const float *x) const { return x[idx]; }
};
template <> struct Reader<float, false> {
  __device__ float operator()(int idx, const float *x) const { return x[idx + 1]; }
};

template <typename T, bool Direct>
__global__ void gather(T *out, const T *in) {
  Reader<T, Direct> read;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = read(i, in);
}

template __global__ void gather<float, true>(float *, const float *);

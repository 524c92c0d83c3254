//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=2
//unsupported: record template 'Width' with a partial specialization

// Partial specializations are not modelled: an instance of a template that has one is
// refused rather than taken from the generic template.
template <typename T> struct Width {
  static const int value = 1;
};
template <typename T> struct Width<T *> {
  static const int value = 0;
};

__global__ void k(int *out) {
  out[blockIdx.x * 64 + threadIdx.x * Width<int *>::value] = 1;
}

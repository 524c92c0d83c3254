//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[

// Twin of record_template_specialization.cu: the specialization for double has stride 0
// (the generic template's 1 must not be used), so every thread of a block writes the same
// element.
template <typename T> struct Stride {
  static const int value = 1;
};
template <> struct Stride<double> {
  static const int value = 0;
};

__global__ void k(int *out) {
  int t = threadIdx.x;
  out[blockIdx.x * 64 + t * Stride<double>::value] = t;
}

//pass
//--blockDim=64 --gridDim=2

// An explicit specialization of a record template replaces the template for its
// arguments: Pow2<N> recurses down to the specialization Pow2<0>, and Stride<double> is 1
// where the generic Stride<T> is 0. Each thread writes its own element.
template <int N> struct Pow2 {
  static const int value = 2 * Pow2<N - 1>::value;
};
template <> struct Pow2<0> {
  static const int value = 1;
};

template <typename T> struct Stride {
  enum { value = 0 };
};
template <> struct Stride<double> {
  enum { value = 1 };
};

__global__ void k(int *out) {
  int t = threadIdx.x;
  if (Pow2<3>::value != 8)
    out[0] = t;
  out[blockIdx.x * 64 + t * Stride<double>::value] = t;
}

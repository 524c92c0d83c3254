//pass
//--blockDim=64 --gridDim=1

// Default template arguments of function and record templates, including a default that
// names an earlier parameter.
template <typename T, int N = 4> __device__ T sumN(const T *p) {
  T s = T(0);
  for (int i = 0; i < N; ++i)
    s += p[i];
  return s;
}

template <typename T, int N = 4> __device__ int width() { return N * sizeof(T) / 4; }

template <typename T, typename Acc = T, int STRIDE = 2> struct Strided {
  static const int stride = STRIDE;
  __device__ static Acc scale(T x) { return (Acc)x * STRIDE; }
};

__global__ void k(int *out, const int *in) {
  __assert(Strided<int>::stride == 2);
  __assert(Strided<int, long, 3>::stride == 3);
  __assert(width<int>() == 4);
  __assert(width<int, 8>() == 8);
  out[Strided<int>::scale(threadIdx.x)] = sumN<int>(in);
}

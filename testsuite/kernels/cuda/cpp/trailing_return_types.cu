//pass
//--blockDim=64 --gridDim=1
//
// Trailing return types, on functions, methods and templates with decltype of their
// parameters: `scale(c, c)` of two chars is an int (256 does not wrap), `Wide::slot` returns
// 16 bits. Each thread writes its own element.

template <typename A, typename B> __device__ auto scale(A a, B b) -> decltype(a * b) {
  return a * b;
}

struct Wide {
  __device__ auto slot(int t) const -> unsigned short { return t * 8; }
};

__global__ void place(int *out) {
  char c = 16;
  Wide w;
  out[w.slot(threadIdx.x) + scale(c, c) - 256] = threadIdx.x;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[
//
// The twin of trailing_return_types.cu whose slot is 8 bits wide: thread 32's slot 256 wraps
// to thread 0's slot 0.

template <typename A, typename B> __device__ auto scale(A a, B b) -> decltype(a * b) {
  return a * b;
}

struct Wide {
  __device__ auto slot(int t) const -> unsigned char { return t * 8; }
};

__global__ void place(int *out) {
  char c = 16;
  Wide w;
  out[w.slot(threadIdx.x) + scale(c, c) - 256] = threadIdx.x;
}

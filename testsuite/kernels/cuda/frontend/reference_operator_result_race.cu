//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on b\[
//
// The twin of reference_operator_result.cu with the row index shifted: the second
// assignment through `m(r, c)` writes the next group's row, which that group writes too.

template <typename T> struct Mat {
  T *d;
  int w;
  __device__ T &operator()(int r, int c) const { return d[r * w + c]; }
};

__global__ void k(float *b) {
  Mat<float> m;
  m.d = b;
  m.w = 64;
  m(blockIdx.x, threadIdx.x) = 2.0f;
  m(blockIdx.x + 1, threadIdx.x) = 3.0f;
}

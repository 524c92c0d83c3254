//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[

// Twin of decltype_using_if_constexpr.cu: the transposed branch is taken, so thread t
// writes element t * 64 of a 64-element row per block, and the blocks' ranges overlap.
template <bool Transposed> __device__ int at(int r, int c, int n) {
  if constexpr (Transposed)
    return c * n + r;
  else
    return r * n + c;
}

__global__ void k(int *out) {
  using Index = decltype(threadIdx.x);
  Index t = threadIdx.x;
  out[blockIdx.x * 64 + at<true>(0, t, 64)] = t;
}

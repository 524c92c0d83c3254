//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[

// Twin of template_static_method.cu: Shift<1> doubles the index, so threads t and t + 32
// write the same element.
template <int S> struct Shift {
  static const int amount = S;
  __device__ static int apply(int x) { return x << amount; }
};

__global__ void k(int *out) {
  out[Shift<1>::apply(threadIdx.x) % 64] = threadIdx.x;
}

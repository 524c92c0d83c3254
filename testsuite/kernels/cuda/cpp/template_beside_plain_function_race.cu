//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible write-write race on out\[
//
// The twin of template_beside_plain_function.cu whose template halves its argument: the
// call with an `unsigned` must instantiate it, so two threads write one element.

template <typename T> __device__ int slot(T v) { return (int)v / 2; }
__device__ int slot(long v) { return (int)v; }

__global__ void place(int *out) {
  unsigned u = threadIdx.x;
  out[slot(u)] = threadIdx.x;
}

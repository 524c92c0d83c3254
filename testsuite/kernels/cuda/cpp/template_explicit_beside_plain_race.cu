//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible write-write race on out\[
//
// `slot<int>(t)` names the template even though the plain `slot(int)` fits exactly: the
// template halves its argument, so two threads write one element.

template <typename T> __device__ int slot(T v) { return (int)v / 2; }
__device__ int slot(int v) { return v; }

__global__ void place(int *out) {
  int t = threadIdx.x;
  out[slot<int>(t)] = t;
}

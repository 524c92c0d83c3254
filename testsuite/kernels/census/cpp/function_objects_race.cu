//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out\[

/* A function object whose operator() ignores the thread: every thread writes out[0]. */
struct First {
  __device__ int operator()(int a, int b) const { return 0 * a + b; }
};
template <typename Op> __device__ int index_of(int t, Op op) { return op(t, 0); }

__global__ void k(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[index_of(t, First())] = t;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[0\]

// The specialization's method halves the position: threads 0 and 1 write element 0.
template <int N> struct Cursor {
  int pos;
  __device__ Cursor(int t) : pos(t * N) {}
  __device__ int next() { return pos; }
};
template <> struct Cursor<0> {
  int pos;
  __device__ Cursor(int t) : pos(t) {}
  __device__ int next() { return pos / 2; }
};
typedef Cursor<0> Plain;
__global__ void k(int *out) {
  Plain c(blockIdx.x * blockDim.x + threadIdx.x);
  out[c.next()] = threadIdx.x;
}

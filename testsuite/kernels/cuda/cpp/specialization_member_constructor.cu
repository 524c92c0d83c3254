//pass
//--blockDim=64 --gridDim=2

// A constructor and a method of an explicit specialization, named through a typedef.
template <int N> struct Cursor {
  int pos;
  __device__ Cursor(int t) : pos(t * N) {}
  __device__ int next() { return pos; }
};
template <> struct Cursor<0> {
  int pos;
  __device__ Cursor(int t) : pos(t) {}
  __device__ int next() { return pos + 1; }
};
typedef Cursor<0> Plain;
__global__ void k(int *out) {
  Plain c(blockIdx.x * blockDim.x + threadIdx.x);
  out[c.next()] = 1;
}

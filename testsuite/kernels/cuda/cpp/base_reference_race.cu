//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible write-write race on s\[
//
// The twin of base_reference.cu whose base class halves the index: `b.slot()` is the base's
// function, so threads 0 and 1 write one element.

struct Base {
  int t;
  __device__ int slot() const { return t / 2; }
};
struct Derived : Base {
  int extra;
  __device__ int slot() const { return t; }
};

__global__ void place(int *out) {
  __shared__ int s[32];
  Derived d;
  d.t = threadIdx.x;
  d.extra = 0;
  Base &b = d;
  s[b.slot()] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x] + d.extra;
}

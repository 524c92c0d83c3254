//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: call of overloaded 'get' that kcc cannot tell apart by argument types
//
// Overloads that differ only in the constness of the object: C++ picks the non-const one for
// `c` (halving the index, a race); kcc does not model the object's constness and refuses.

struct Cell {
  int t;
  __device__ int get() const { return t; }
  __device__ int get() { return t / 2; }
};

__global__ void place(int *out) {
  __shared__ int s[32];
  Cell c{(int)threadIdx.x};
  s[c.get()] = threadIdx.x;
}

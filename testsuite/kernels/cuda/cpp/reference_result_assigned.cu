//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//use of a function's reference result as an object

// Assigning through an accessor that returns a reference is valid C++ that kcc does not
// model: it is refused with the construct named, not reported as a compile error.
struct Matrix {
  int *d;
  __device__ int &at(int i) { return d[i]; }
};

__global__ void k(int *a) {
  Matrix m;
  m.d = a;
  m.at(threadIdx.x) = 1;
}

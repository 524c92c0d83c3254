//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=1
//use of undeclared identifier 'Full::M'

// `R::x` for a record without a constant x must not fall back to a global x.
const int M = 1;
struct Full { enum { N = 64 }; };

__global__ void k(int *out) {
  out[threadIdx.x] = Full::M;
}

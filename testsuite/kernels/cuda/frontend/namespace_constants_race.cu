//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[

// Twin of namespace_constants.cu: a::Stride is 0 here, and b's Stride of 1 must not be
// used for it, so every thread of a block writes the same element.
namespace a {
const int Stride = 0;
}
namespace b {
const int Stride = 1;
}

__global__ void k(int *out) {
  int t = threadIdx.x;
  out[blockIdx.x * 64 + t * a::Stride] = t;
}

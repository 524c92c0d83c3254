//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible (read-write|write-read) race on o\[

// As member_named_as_type.cu, but each thread reads its neighbour's member `T`, which the
// neighbour writes.
template <class T> struct Box { T v; };

struct Opt { float S, X, T, R; };

__global__ void k(Opt *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float T = o[i + 1].T;
  o[i].T = T + (float)i;
}

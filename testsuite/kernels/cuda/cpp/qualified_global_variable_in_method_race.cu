//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[0\]

// Inside a method, `::off` is the file-scope constant 0, not the member off (1).
const int off = 0;
struct S {
  int off;
  __device__ int at(int t) const { return t * ::off; }
};
__global__ void k(int *out) {
  S s; s.off = 1;
  out[s.at(threadIdx.x)] = threadIdx.x;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible write-write race on s\[
//
// The twin of bool_and_char_types.cu whose `bool` overload halves the index: `t < 100` is
// a `bool`, so threads 0 and 1 write one element.

__device__ int pick(int x) { return 1; }
__device__ int pick(bool x) { return 2; }

__global__ void k(int *out) {
  __shared__ int s[32];
  int t = threadIdx.x;
  s[t / pick(t < 100)] = t;
}

//pass
//--blockDim=64 --gridDim=1

// Qualified names inside a method: `::f` and `::scale` are the file-scope ones, `S::g` and
// plain `g` the record's own member.
__device__ int f(int t) { return t; }
const int scale = 1;
struct S {
  int scale;
  __device__ int f(int t) { return t / 2; }
  __device__ int g(int t) { return t * ::scale; }
  __device__ int h(int t) { return ::f(S::g(t)) + g(0) * scale; }
};
__global__ void k(int *out) {
  S s;
  s.scale = 7;
  out[s.h(threadIdx.x)] = threadIdx.x;
}

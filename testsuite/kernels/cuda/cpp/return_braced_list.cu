//pass
//--blockDim=64 --gridDim=2
//
// `return {a, b};` initialises a struct result member by member, and `return {x};` a scalar.

struct Span { int first; int last; };

__device__ Span span_of(int i, int width) { return {i * width, i * width + width - 1}; }

__device__ int twice(int x) { return {2 * x}; }

__global__ void fill(int *out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Span s = span_of(gid, 4);
  __assert(s.last == s.first + 3);
  __assert(twice(gid) == gid + gid);
  for (int k = s.first; k <= s.last; k++)
    out[k] = gid;
}

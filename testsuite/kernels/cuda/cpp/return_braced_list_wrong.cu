//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//return_braced_list_wrong.cu:14:3: error: this assertion might not hold
//
// The twin of return_braced_list.cu asserting the members in the wrong order.

struct Span { int first; int last; };

__device__ Span span_of(int i, int width) { return {i * width, i * width + width - 1}; }

__global__ void fill(int *out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Span s = span_of(gid, 4);
  __assert(s.first == s.last + 3);
  out[gid] = s.first;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// The twin of return_braced_list.cu whose spans end one element too late: neighbours overlap.

struct Span { int first; int last; };

__device__ Span span_of(int i, int width) { return {i * width, i * width + width}; }

__global__ void fill(int *out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Span s = span_of(gid, 4);
  for (int k = s.first; k <= s.last; k++)
    out[k] = gid;
}

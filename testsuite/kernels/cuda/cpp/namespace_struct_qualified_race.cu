//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out\[
//
// Twin of namespace_struct_qualified.cu: the qualified local's scale is 0, so every thread
// of a block writes the same element.
namespace geo {
struct Step {
  int scale, shift;
};
namespace inner {
struct Pair {
  float lo, hi;
};
} // namespace inner
} // namespace geo

typedef geo::inner::Pair Range;

__device__ int place(geo::Step s, int t) { return t * s.scale + s.shift; }

__global__ void k(float *out, const geo::inner::Pair *in, geo::Step base, Range r) {
  geo::Step s;
  s.scale = 0;
  s.shift = blockIdx.x * blockDim.x;
  int i = place(s, threadIdx.x);
  geo::inner::Pair p = in[i];
  out[i] = p.lo + p.hi * r.lo + base.scale + threadIdx.x;
}

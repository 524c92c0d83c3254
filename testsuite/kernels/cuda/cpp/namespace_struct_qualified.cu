//pass
//--blockDim=64 --gridDim=4
//
// A struct declared in a namespace and named with its qualifier everywhere: as a kernel
// parameter, a local, a pointee, through a typedef and inside nested namespaces. The local's
// fields place each thread's element, so the kernel is race-free only if they are honoured.
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
  s.scale = 1;
  s.shift = blockIdx.x * blockDim.x;
  int i = place(s, threadIdx.x);
  geo::inner::Pair p = in[i];
  out[i] = p.lo + p.hi * r.lo + base.scale + threadIdx.x;
}

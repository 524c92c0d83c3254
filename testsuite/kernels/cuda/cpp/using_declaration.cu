//pass
//--blockDim=64 --gridDim=4
//
// Using-declarations bring a namespace's struct and function into scope, at file scope and
// in a function body; the struct's fields place each thread's element.
namespace geo {
struct Step {
  int scale, shift;
};
__device__ int place(Step s, int t) { return t * s.scale + s.shift; }
} // namespace geo

using geo::Step;

__global__ void k(int *out) {
  using geo::place;
  Step s;
  s.scale = 1;
  s.shift = blockIdx.x * blockDim.x;
  out[place(s, threadIdx.x)] = threadIdx.x;
}

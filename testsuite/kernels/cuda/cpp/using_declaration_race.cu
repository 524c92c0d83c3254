//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out\[
//
// Twin of using_declaration.cu: the shift ignores the block, so thread t of every block
// writes element t.
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
  s.shift = 0;
  out[place(s, threadIdx.x)] = blockIdx.x;
}

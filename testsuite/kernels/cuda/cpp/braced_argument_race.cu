//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on aux\[
//
// Twin of braced_argument.cu: the span's step is 0, so every thread of a block writes the
// same element of aux.
struct Slot {
  int index, value;
};
struct Cell {
  int row, col;
  __device__ Cell(int r, int c) : row(r), col(c) {}
};
namespace geo {
struct Span {
  int start, step;
};
__device__ int at(const Span &s, int t) { return s.start + t * s.step; }
} // namespace geo

__device__ void store(int *out, const Slot &s) { out[s.index] = s.value; }
__device__ int flat(Cell c) { return c.row * 64 + c.col; }
__device__ int sum(int2 v) { return v.x + v.y; }
__device__ int first(Slot s) { return s.index + s.value; }

__global__ void k(int *out, int *aux) {
  int t = threadIdx.x;
  store(out, {flat({(int)blockIdx.x, t}), sum({t, 1})});
  __assert(first({5}) == 5);
  aux[geo::at({(int)(blockIdx.x * blockDim.x), 0}, t)] = t;
}

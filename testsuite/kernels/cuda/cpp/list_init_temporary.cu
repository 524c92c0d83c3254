//pass
//--blockDim=64 --gridDim=4
//
// C++ list initialization of temporaries, `T{a, b}`: of a struct without constructors (its
// members in order, unlisted ones zero), of a class with a constructor (which runs), of a
// class template instance and of a struct named through its namespace, returned, assigned,
// read through a member and in a brace initializer.
struct Span {
  int start, step, unused;
};
struct Cell {
  int row, col;
  __device__ Cell(int r, int c) : row(r), col(c) {}
  __device__ int index(int width) { return row * width + col; }
};
template <typename T> struct Pair {
  T first, second;
};
namespace geo {
struct Offset {
  int by;
};
} // namespace geo

__device__ Span block_span() { return Span{(int)(blockIdx.x * blockDim.x), 1}; }

__global__ void k(int *out, int *aux) {
  Span s = block_span();
  __assert(s.unused == 0);
  Cell c = Cell{(int)blockIdx.x, (int)threadIdx.x};
  Pair<int> p = Pair<int>{c.index(64), s.start + (int)threadIdx.x * s.step};
  __assert(p.first == p.second);
  geo::Offset none = geo::Offset{0};
  Span two[2] = {Span{0, 1}, Span{1, 1}};
  out[p.first + none.by + two[0].start] = Span{(int)threadIdx.x, 0}.start;
  aux[Cell{(int)blockIdx.x, (int)threadIdx.x}.index(64)] = two[1].start;
}

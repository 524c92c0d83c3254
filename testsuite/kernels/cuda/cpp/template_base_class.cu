//pass
//--blockDim=64 --gridDim=2
//
// A class derived from a class template instance (`Slot : Cell<int>`), initialising it in
// its constructor and calling its methods; and a template derived from a template.

template <typename T> struct Cell {
  T v;
  __device__ Cell(T x) : v(x) {}
  __device__ T twice() const { return v + v; }
};
struct Slot : Cell<int> {
  int w;
  __device__ Slot(int x) : Cell<int>(x), w(3) {}
};
template <typename T> struct Pair : Cell<T> {
  T second;
  __device__ Pair(T x) : Cell<T>(x), second(1) {}
};

__global__ void fill(int *out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  Slot s(g);
  out[s.twice() / 2] = s.w;
  Pair<int> p(g);
  out[256 + p.v] = p.second;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// The twin of template_base_class.cu whose inherited method halves the value: two threads
// write one element.

template <typename T> struct Cell {
  T v;
  __device__ Cell(T x) : v(x) {}
  __device__ T half() const { return v / 2; }
};
struct Slot : Cell<int> {
  __device__ Slot(int x) : Cell<int>(x) {}
};

__global__ void fill(int *out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  Slot s(g);
  out[s.half()] = g;
}

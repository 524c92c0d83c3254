//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//this assertion might not hold

// Twin of record_constants.cu: the member function reads its record's constant, which is
// 512, not 511.
struct Tile {
  enum { WIDTH = 16, HEIGHT = WIDTH * 2 };
  static const int AREA = WIDTH * HEIGHT;
  __device__ int area() const { return AREA; }
};

__global__ void k(int *out) {
  Tile t;
  __assert(t.area() == 511);
  out[blockIdx.x * blockDim.x + threadIdx.x] = Tile::AREA;
}

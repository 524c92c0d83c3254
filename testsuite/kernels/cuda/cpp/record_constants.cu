//pass
//--blockDim=64 --gridDim=2

// Constants scoped to records: enumerators declared in a struct body, static const and
// constexpr members, and the members of record template instances, used both qualified
// and, inside member functions, by their short names.
struct Tile {
  enum { WIDTH = 16, HEIGHT = WIDTH * 2 };
  static const int AREA = WIDTH * HEIGHT;
  static constexpr float SCALE = 0.5f;
  int base;
  __device__ int offset(int i) const { return base + i * WIDTH; }
  __device__ int area() const { return AREA; }
};

template <int B, typename T> struct Traits {
  static const int size = B * 2;
  static const int mask = size - 1;
  __device__ int wrap(int i) const { return i & mask; }
};

__global__ void k(int *out, float *f) {
  __assert(Tile::WIDTH == 16);
  __assert(Tile::HEIGHT == 32);
  __assert(Tile::AREA == 512);
  __assert(Traits<4, float>::size == 8);
  __assert(Traits<8, int>::mask == 15);
  Tile t;
  t.base = 3;
  __assert(t.offset(2) == 35);
  __assert(t.area() == 512);
  Traits<16, char> tr;
  __assert(tr.wrap(40) == 8);
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int a[Traits<2, int>::size];
  a[3] = gid;
  out[gid] = a[3] + Traits<16, char>::mask;
  f[gid] = Tile::SCALE * 2.0f;
}

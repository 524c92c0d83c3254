//pass
//--blockDim=[8,8] --gridDim=[2,2]

/* A static member function called qualified, and a member operator[]. */
struct Grid {
  int w, h;
  __device__ int idx(int x, int y) const { return y * w + x; }
  static __device__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
};

struct Scale {
  int s;
  __device__ int operator[](int k) const { return s * k; }
};

__global__ void k(const int *in, int *out) {
  __requires(gridDim.x * blockDim.x == 16);
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  Grid g;
  g.w = 16;
  g.h = 16;
  __assert(Grid::clampi(x + 20, 0, 15) == 15);
  Scale sc;
  sc.s = 3;
  __assert(sc[2] == 6);
  out[g.idx(x, y)] = in[g.idx(Grid::clampi(x + 1, 0, g.w - 1), y)] + sc[x];
}

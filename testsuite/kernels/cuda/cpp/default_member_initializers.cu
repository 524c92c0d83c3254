//pass
//--blockDim=64 --gridDim=2
//
// Default member initializers: a struct without constructors starts with its defaults
// (`Tile t;`), and a constructor that initialises only some members leaves the others at
// theirs.

struct Tile { int width = 4; int offset = 0; };
struct Window {
  int stride = 2;
  int base = 0;
  __device__ Window(int b) : base(b) {}
};

__global__ void place(int *out) {
  Tile t;
  Window w(blockIdx.x * 256);
  __assert(t.width == 4 && t.offset == 0 && w.stride == 2);
  out[w.base + threadIdx.x * t.width * w.stride / 8] = threadIdx.x;
}

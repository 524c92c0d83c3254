//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// The twin of default_member_initializers.cu whose default width is 2: two threads meet at
// each element.

struct Tile { int width = 2; int offset = 0; };
struct Window {
  int stride = 2;
  int base = 0;
  __device__ Window(int b) : base(b) {}
};

__global__ void place(int *out) {
  Tile t;
  Window w(blockIdx.x * 256);
  out[w.base + threadIdx.x * t.width * w.stride / 8] = threadIdx.x;
}

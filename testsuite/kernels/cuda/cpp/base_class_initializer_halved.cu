//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[
//
// The twin of base_class_initializer.cu whose base is given half the thread's number:
// neighbouring threads write one element.

struct Cell { int row; __device__ Cell(int r) : row(r) {} };
struct Wide : Cell { int col; __device__ Wide(int r, int c) : Cell(r / 2), col(c) {} };

__global__ void fill(int *out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Wide w(gid, 3);
  out[w.row * 4 + w.col] = gid;
}

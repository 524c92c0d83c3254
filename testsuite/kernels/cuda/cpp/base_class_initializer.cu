//pass
//--blockDim=64 --gridDim=2
//
// Constructors that initialise their base class, with one argument `B(x)`, braces `B{x}`
// and several `B(x, y)`: the base's constructor runs on the derived object's leading fields.

struct Cell { int row; __device__ Cell(int r) : row(r) {} };
struct Wide : Cell { int col; __device__ Wide(int r, int c) : Cell(r), col(c) {} };
struct Braced : Cell { int pad; __device__ Braced(int r) : Cell{r}, pad(1) {} };

struct Pair { int lo; int hi; __device__ Pair(int a, int b) : lo(a), hi(b) {} };
struct Range : Pair { __device__ Range(int a, int n) : Pair(a, a + n) {} };

__global__ void fill(int *out, int *flags) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Wide w(gid, 3);
  out[w.row * 4 + w.col] = gid;
  Braced b(gid);
  flags[b.row] = b.pad;
  Range r(gid * 2, 2);
  for (int k = r.lo; k < r.hi; k++)
    out[4 * 128 + k] = k;
}

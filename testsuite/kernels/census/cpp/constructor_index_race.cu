//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible write-write race on out\[

/* Every thread's constructed point has the same y, used as the index. */
struct Point {
  int x, y;
  __device__ Point(int a, int b) : x(a), y(b) {}
};

__global__ void k(int *out) {
  Point p(threadIdx.x, 7);
  out[p.y] = p.x;
}

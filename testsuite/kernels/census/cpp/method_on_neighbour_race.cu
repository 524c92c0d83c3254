//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible (read-write|write-read|write-write) race on cells\[

/* A modifying method on the neighbour's element races with the neighbour's own update. */
struct Cell {
  int v;
  __device__ void add(int k) { v += k; }
};

__global__ void k(Cell *cells) {
  int t = threadIdx.x;
  cells[t].add(1);
  cells[t + 1].add(2);
}

//pass
//--blockDim=64 --gridDim=1

/* Every thread calls a read-only method on the same shared element: no write-back, no
   race. Each thread updates its own element through a modifying method. */
struct Cell {
  int v;
  __device__ int get() const { return v; }
  __device__ void add(int k) { v += k; }
};

__global__ void k(Cell *cells, int *out) {
  int t = threadIdx.x;
  out[t] = cells[0].get();
  __syncthreads();
  cells[t].add(t);
}

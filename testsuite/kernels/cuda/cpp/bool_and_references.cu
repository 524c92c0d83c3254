//pass
//--blockDim=64 --gridDim=4

__device__ void swap_if(int &a, int &b, bool cond) {
  if (cond) {
    int t = a;
    a = b;
    b = t;
  }
}

// Sort each pair (2i, 2i+1) in place; each thread owns one pair.
__global__ void sort_pairs(int *d) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = d[2 * i];
  int y = d[2 * i + 1];
  swap_if(x, y, x > y);
  d[2 * i] = x;
  d[2 * i + 1] = y;
}

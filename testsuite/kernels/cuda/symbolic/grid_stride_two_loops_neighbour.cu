//xfail:NOT_ALL_VERIFIED
//--backend=smt2 --assume-no-overflow
//possible (read-write|write-read) race on a
//
// The twin of grid_stride_two_loops.cu: the second loop reads the element after its own,
// which another thread wrote with no barrier between.

__global__ void twice(unsigned n, int *a, int *b) {
  unsigned stride = gridDim.x * blockDim.x;
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned i = t; i < n; i += stride)
    a[i] = i;
  for (unsigned j = t; j < n; j += stride)
    b[j] = a[j + 1] + 1;
}

//pass
//--backend=smt2 --assume-no-overflow
//
// Two grid-stride loops over symbolic sizes, the stride held in a local: the second reads
// what the same thread wrote in the first.

__global__ void twice(unsigned n, int *a, int *b) {
  unsigned stride = gridDim.x * blockDim.x;
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned i = t; i < n; i += stride)
    a[i] = i;
  for (unsigned j = t; j < n; j += stride)
    b[j] = a[j] + 1;
}

//pass
//--blockDim=64 --gridDim=4

/* Every thread writes the same quotient of two parameters: benign. */
__global__ void k(unsigned *A, unsigned x, unsigned y) {
  A[blockIdx.x] = x / y + x % y;
}

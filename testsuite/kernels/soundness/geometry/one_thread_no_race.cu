//pass
//--blockDim=1 --gridDim=1

// A single thread writes, waits and reads one cell: no other thread, so no race, and its
// assertion holds.
__global__ void k(int *A) {
  A[0] = threadIdx.x;
  __syncthreads();
  A[0] = A[0] + 1;
  __assert(threadIdx.x == 0);
}

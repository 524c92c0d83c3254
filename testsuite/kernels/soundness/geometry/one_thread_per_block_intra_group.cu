//xfail:NOT_ALL_VERIFIED
//--blockDim=1 --gridDim=4 --only-intra-group
//this assertion might not hold for thread 0 in thread block 2

// With races between blocks out of scope, each block's single thread is still checked:
// block 2's fails the assertion.
__global__ void k(int *A) {
  __assert(blockIdx.x != 2);
  A[blockIdx.x] = 1;
}

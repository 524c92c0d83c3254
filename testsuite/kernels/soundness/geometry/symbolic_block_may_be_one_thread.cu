//xfail:NOT_ALL_VERIFIED
//--blockDim=* --gridDim=1
//this assertion might not hold

// Any block size is allowed, one thread included; that launch fails the assertion.
__global__ void k(int *A) {
  __assert(blockDim.x != 1);
  A[threadIdx.x] = 1;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=1 --gridDim=1
//this assertion might not hold for thread 0 in thread block 0

// The launch's only thread fails the assertion. The encoding's two threads are distinct,
// which a single thread cannot provide: the check must not hold vacuously.
__global__ void k(int *A) {
  A[0] = threadIdx.x;
  __assert(A[0] == 1);
}

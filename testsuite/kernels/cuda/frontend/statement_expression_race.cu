//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//possible write-write race on A\[

/* The statement expression's store is executed: every thread writes A[0]. */
__global__ void kernel0(int *A) {
  int i = 32 * blockIdx.x + threadIdx.x;
  int v = ({ A[0] = i; i + 1; });
  A[v] = 0;
}

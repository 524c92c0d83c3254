//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//statement expression with a statement other than a declaration or an expression

__global__ void k(int *A) {
  A[threadIdx.x] = ({ int r = 0; if (threadIdx.x > 3) r = 1; r; });
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=8 --gridDim=1
//possible write-write race on A\[0\]

/* The twin of intrinsic_argument_conversion.cu: the two calls are equal, so every thread
   writes A[0]. */
__global__ void k(int *A, char c) {
  if (__hadd(c, 1) == __hadd((int)c, 1))
    A[0] = threadIdx.x;
}

//pass
//--blockDim=8 --gridDim=1

/* Arguments of the abstract intrinsics convert to their parameter types: __hadd(c, 1) with a
   char c is __hadd((int)c, 1), so the guarded write never happens. */
__global__ void k(int *A, char c, short s) {
  if (__hadd(c, 1) != __hadd((int)c, 1))
    A[0] = threadIdx.x;
  A[threadIdx.x + 1] = __hadd(c, s) + __byte_perm(c, 7u, 0x3210) + (int)lrintf(2);
}

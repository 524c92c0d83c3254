//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//this assertion might not hold

/* f(1) calls f(int), which returns 1: the assertion fails. */
__device__ int f(float x) { return 2; }
__device__ int f(int x) { return 1; }

__global__ void k(int *out) {
  __assert(f(1) == 2);
  out[threadIdx.x] = 0;
}

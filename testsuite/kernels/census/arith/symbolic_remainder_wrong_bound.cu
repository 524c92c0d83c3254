//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion might not hold

/* The remainder can reach n - 1. */
__global__ void k(unsigned *out, unsigned n) {
  __requires(n > 1);
  unsigned r = threadIdx.x % n;
  __assert(r + 1 < n);
  out[threadIdx.x] = r;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion might not hold

/* The method's change to its object is visible to the caller. */
struct Counter {
  int n;
  __device__ void bump() { n += 1; }
};

__global__ void k(int *out) {
  Counter c;
  c.n = threadIdx.x;
  c.bump();
  __assert(c.n == threadIdx.x);
  out[threadIdx.x] = c.n;
}

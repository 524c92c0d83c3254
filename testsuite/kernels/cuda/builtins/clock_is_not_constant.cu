//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this assertion might not hold

// Two readings of the clock may differ.
__global__ void k(long long *t) {
  long long a = clock64();
  long long b = clock64();
  __assert(a == b);
  t[blockIdx.x * blockDim.x + threadIdx.x] = a;
}

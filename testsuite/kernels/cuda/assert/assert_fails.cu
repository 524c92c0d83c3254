//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this assertion might not hold
//thread \d+ in thread block \d+

__global__ void first_thread(int *a) {
  unsigned t = threadIdx.x;
  __assert(t == 0);
  a[blockIdx.x * 64 + t] = t;
}

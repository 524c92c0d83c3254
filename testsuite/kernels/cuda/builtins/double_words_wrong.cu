//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//this assertion might not hold

// The high word is the first argument: swapping them is caught.
__global__ void k(int *hi, int *lo) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int h = hi[i], l = lo[i];
  double d = __hiloint2double(l, h);
  __assert(__double2hiint(d) == h);
}

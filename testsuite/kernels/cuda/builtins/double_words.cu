//pass
//--blockDim=64 --gridDim=2

// __hiloint2double and __double2hiint/__double2loint are exact inverses.
__global__ void k(int *hi, int *lo) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int h = hi[i], l = lo[i];
  double d = __hiloint2double(h, l);
  __assert(__double2hiint(d) == h);
  __assert(__double2loint(d) == l);
}

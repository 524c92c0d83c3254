//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//unsupported: 'i' passed twice by reference to 'bump'
//
// One variable bound to two reference parameters: C++ adds twice to it (i == 2); kcc copies
// reference arguments in and out and would lose one update, so it refuses.

__device__ void bump(int &x, int &y) {
  x += 1;
  y += 1;
}

__global__ void k(int *out) {
  int i = 0;
  bump(i, i);
  out[threadIdx.x * i] = threadIdx.x;
}

//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: static local variable 'last' that is not a constant
//
// A `static` local variable is one object shared by every thread of the launch, so these
// writes race; kcc models only constant ones and refuses.

__device__ void note(int t) {
  static int last;
  last = t;
}

__global__ void k(int *out) {
  note(threadIdx.x);
}

//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//static data member 'Counter::hits' that is not a constant

// A static data member that is not constant is one object that every thread may write.
struct Counter { static int hits; };

__global__ void k(int *out) {
  out[threadIdx.x] = threadIdx.x;
}

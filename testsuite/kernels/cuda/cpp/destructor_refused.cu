//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: user-defined destructor of 'Guard'
//
// A destructor runs when its object goes out of scope, with no call in the source; this one
// writes shared memory. kcc does not run destructors and refuses them.

struct Guard {
  int *cell;
  __device__ Guard(int *c) : cell(c) {}
  __device__ ~Guard() { cell[threadIdx.x / 2] = threadIdx.x; }
};

__global__ void scoped(int *out) {
  __shared__ int s[32];
  Guard g(s);
  out[threadIdx.x] = 1;
}

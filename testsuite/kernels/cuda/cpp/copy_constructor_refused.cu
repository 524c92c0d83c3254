//xfail:UNSUPPORTED
//--blockDim=32 --gridDim=1
//unsupported: user-defined copy constructor of 'Handle'
//
// Passing a `Handle` by value runs its copy constructor, which writes shared memory: kcc
// copies members instead, so it refuses a copy constructor with a body.

struct Handle {
  int *cell;
  __device__ Handle(int *c) : cell(c) {}
  __device__ Handle(const Handle &o) : cell(o.cell) { cell[threadIdx.x / 2] = 1; }
};

__device__ void use(Handle h) {}

__global__ void pass(int *out) {
  __shared__ int s[32];
  Handle h(s);
  use(h);
}

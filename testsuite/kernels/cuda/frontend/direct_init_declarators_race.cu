//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out
//
// The twin of direct_init_declarators.cu: the second declarator's constructor sets the
// stride to 0, so every thread of a block writes one element.

struct P {
  int a, b;
  __device__ P(int x, int y) : a(x), b(y) {}
};

__global__ void k(int *out) {
  P p(1, 2), q(0, 4);
  out[blockIdx.x * blockDim.x + threadIdx.x * q.a] = threadIdx.x + p.b;
}

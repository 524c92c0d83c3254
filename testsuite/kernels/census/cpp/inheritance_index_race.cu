//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//possible write-write race on out\[

/* The inherited method's result is the same for every thread. */
struct Base {
  int a;
  __device__ int slot() const { return a / 64; }
};

struct Derived : public Base { int b; };

__global__ void k(int *out) {
  Derived d;
  d.a = threadIdx.x;
  d.b = 0;
  out[d.slot()] = threadIdx.x;
}

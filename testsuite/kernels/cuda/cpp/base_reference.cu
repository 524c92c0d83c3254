//pass
//--blockDim=32 --gridDim=1
//
// A reference to the base class of an object (`Base &b = d;`) calls the base's member
// function, not the derived class's function of the same name: each thread its own element.

struct Base {
  int t;
  __device__ int slot() const { return t; }
};
struct Derived : Base {
  int extra;
  __device__ int slot() const { return t / 2; }
};

__global__ void place(int *out) {
  __shared__ int s[32];
  Derived d;
  d.t = threadIdx.x;
  d.extra = 0;
  Base &b = d;
  s[b.slot()] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x] + d.extra;
}

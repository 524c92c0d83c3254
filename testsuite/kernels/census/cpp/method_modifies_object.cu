//pass
//--blockDim=64 --gridDim=2

/* A method that changes its object and one that reads it. */
struct Counter {
  int n;
  __device__ void bump() { n += 1; }
  __device__ void bump_twice() { bump(); bump(); }
  __device__ int get() { return n; }
};

__global__ void k(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Counter c;
  c.n = t;
  c.bump();
  __assert(c.get() == t + 1);
  c.bump_twice();
  __assert(c.n == t + 3);
  out[t] = c.get();
}

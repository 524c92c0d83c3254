//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//possible write-write race on out\[

/* a * V(0) is the product of objects, 0 for every thread: all threads write out[0]. */
struct V {
  int x;
  __device__ V(int a) : x(a) {}
  __device__ V operator*(const V &o) const { return V(x * o.x); }
  __device__ V operator*(int s) const { return V(x * s + 1); }
};

__global__ void k(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  V a(t);
  out[(a * V(0)).x] = t;
}

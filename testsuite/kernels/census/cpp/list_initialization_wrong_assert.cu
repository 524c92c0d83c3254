//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion might not hold

/* The constructor runs: q.a is u + v, not u. */
struct Q { int a, b; __device__ Q(int u, int v) : a(u + v), b(u - v) {} };

__global__ void k(int *out) {
  Q q{5, 3};
  __assert(q.a == 5);
  out[threadIdx.x] = q.a;
}

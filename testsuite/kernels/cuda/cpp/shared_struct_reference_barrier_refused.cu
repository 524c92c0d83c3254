//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//unsupported: object in shared or global memory passed by reference to 'late', which reaches a barrier
//
// A struct in shared memory bound to a reference parameter of a function with a barrier:
// C++ reads `p.x` after the barrier; kcc's copy would read it at the call.

struct Pair { int x, y; };

__device__ int late(Pair &p) {
  __syncthreads();
  return p.x;
}

__global__ void k(int *out) {
  __shared__ Pair sp[64];
  int t = threadIdx.x;
  out[t] = late(sp[t ^ 1]);
  sp[t].x = t;
}

//pass
//--blockDim=64 --gridDim=1
//
// A `const int &` parameter bound to a shared cell reads the cell where the callee reads it:
// after the callee's barrier, by which time the neighbour's write is ordered.

__device__ int after_barrier(const int &v) {
  __syncthreads();
  return v;
}

__global__ void k(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t;
  out[t] = after_barrier(s[t ^ 1]);
}

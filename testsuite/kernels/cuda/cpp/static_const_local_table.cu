//pass
//--blockDim=32 --gridDim=1
//
// A `static const` local table is read-only, so one copy per thread reads as the shared one:
// every thread writes its own element.

__device__ int spread(int t) {
  static const int step[2] = {1, 2};
  return t * step[1];
}

__global__ void k(int *out) {
  out[spread(threadIdx.x)] = threadIdx.x;
}

//pass
//--blockDim=64 --gridDim=1
//
// The race-free twin of reference_result_bound.cu: each thread binds the reference to its
// own cell.
__device__ int &pick(int *a, int i) { return a[i]; }

__global__ void k(int *a) {
  int &r = pick(a, threadIdx.x);
  r = threadIdx.x;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion might not hold
//
// The twin of reference_result_assigned.cu: the assignment through the accessor reaches
// the array, so the value read back is 3, not the 1 the assertion claims.
__device__ int &cell(int *p, int i) { return p[i]; }

__global__ void k(int *a) {
  a[threadIdx.x] = 1;
  cell(a, threadIdx.x) += 2;
  __assert(a[threadIdx.x] == 1);
}

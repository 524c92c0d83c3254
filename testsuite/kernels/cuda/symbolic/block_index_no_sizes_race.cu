//xfail:NOT_ALL_VERIFIED
//
//possible write-write race on A
//
// The twin of global_index_no_sizes.cu: threads of different blocks share an element.

__global__ void k(float *A, float *B) {
  A[threadIdx.x] = B[threadIdx.x] + blockIdx.x;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on A\[

// The twin of pointer_variable_set_by_one_thread.cu whose row ignores the block: every
// block writes the first row.
__global__ void k(float *A, float *B) {
  __shared__ float *row;
  if (threadIdx.x == 0) {
    row = A;
  }
  __syncthreads();
  row[threadIdx.x] = (float)blockIdx.x;
}

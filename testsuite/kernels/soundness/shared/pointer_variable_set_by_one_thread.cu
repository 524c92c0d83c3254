//pass
//--blockDim=64 --gridDim=4

// Shared pointer variables set by the first thread of the block and read by all after the
// barrier: each block's threads write their own elements of their block's rows.
__global__ void k(float *A, float *B) {
  __shared__ float *row;
  __shared__ float *rows[2];
  if (threadIdx.x == 0) {
    row = A + blockIdx.x * 64;
    rows[0] = B + blockIdx.x * 128;
    rows[1] = rows[0] + 64;
  }
  __syncthreads();
  row[threadIdx.x] = 1.0f;
  rows[threadIdx.x / 32 % 2][threadIdx.x] = 2.0f;
}

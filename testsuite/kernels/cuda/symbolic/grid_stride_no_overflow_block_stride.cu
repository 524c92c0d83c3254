//xfail:NOT_ALL_VERIFIED
//--backend=smt2 --assume-no-overflow
//possible (read-write|write-read|write-write) race on y
//
// The twin of grid_stride_no_overflow.cu: the loop strides by one block, so the blocks
// after the first revisit what the first block's threads wrote.

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)
    y[i] = a * x[i] + y[i];
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//error: possible (read-write|write-read|write-write) race on M\[

// As grid_stride_in_row_loop.cu, but each thread writes its right neighbour's column, which
// the neighbour reads.
__global__ void k(float *M, int rows, int cols) {
  __requires(rows == 64);
  __requires(cols == 4096);
  for (int r = 0; r < rows; r++)
    for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += blockDim.x * gridDim.x)
      M[r * cols + c + 1] = M[r * cols + c] + 1.0f;
}

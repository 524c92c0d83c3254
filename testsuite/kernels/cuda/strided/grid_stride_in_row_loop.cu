//pass
//--blockDim=128 --gridDim=8

// A grid-stride loop over the columns of each row, inside a loop over the rows: every
// thread keeps its column modulo the grid size (1024) in every row, as the row length (4096)
// is a multiple of it.
__global__ void k(float *M, int rows, int cols) {
  __requires(rows == 64);
  __requires(cols == 4096);
  for (int r = 0; r < rows; r++)
    for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += blockDim.x * gridDim.x)
      M[r * cols + c] += 1.0f;
}

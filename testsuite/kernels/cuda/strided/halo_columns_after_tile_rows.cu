//pass
//--blockDim=64 --gridDim=[4,16]

// A tile of up to 10 rows of 66 cells loaded in three loops in one barrier interval: every
// thread its own column, then thread 0 the left halo column and thread 63 the right one. The
// row count is a parameter, so the loops stay loops: the halo loops' invariants must keep what
// the tile loop logged before them.
__global__ void stencil_rows(const float *in, float *out, int width, int rows) {
  __requires(width == 4 * 64 + 2);
  __requires(rows <= 10);
  __shared__ float tile[10][66];
  int row0 = blockIdx.y * 8;
  int col0 = blockIdx.x * 64;
  int c = threadIdx.x + 1;
  for (int r = 0; r < rows; r++)
    tile[r][c] = in[(row0 + r) * width + col0 + c];
  if (threadIdx.x == 0)
    for (int r = 0; r < rows; r++)
      tile[r][0] = in[(row0 + r) * width + col0];
  if (threadIdx.x == 63)
    for (int r = 0; r < rows; r++)
      tile[r][65] = in[(row0 + r) * width + col0 + 65];
  __syncthreads();
  out[(blockIdx.y * 4 + blockIdx.x) * 64 + threadIdx.x] = tile[0][c - 1] + tile[0][c + 1];
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=[4,16]
//possible write-write race on tile\[[0-9]\]\[1\]

// The twin of halo_columns_after_tile_rows.cu whose right halo loop writes column 1, which
// thread 0 loads in the tile loop.
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
      tile[r][1] = in[(row0 + r) * width + col0 + 65];
  __syncthreads();
  out[(blockIdx.y * 4 + blockIdx.x) * 64 + threadIdx.x] = tile[0][c - 1] + tile[0][c + 1];
}

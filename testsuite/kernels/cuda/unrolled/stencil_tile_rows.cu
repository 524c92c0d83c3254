//pass
//--blockDim=64 --gridDim=[4,16] --backend=smt2

// A 9-point stencil over a matrix with a one-cell halo: each block loads a tile of 10 rows of
// 66 cells (its 64 columns, one halo column on each side loaded by the edge threads) and
// computes 8 rows, one column per thread. The first attempt runs out of time; the strict one
// (or, failing it, the one with the rows unrolled) verifies. On the Boogie route the strict
// attempt has used up the 300-second time-out, so the kernel runs on the smt2 back end only.
__global__ void stencil(const float *in, float *out, int width, float c0, float c1, float c2) {
  __requires(width == 4 * 64 + 2);
  __shared__ float tile[10][66];
  int row0 = blockIdx.y * 8;
  int col0 = blockIdx.x * 64;
  int c = threadIdx.x + 1;
  for (int r = 0; r < 10; r++)
    tile[r][c] = in[(row0 + r) * width + col0 + c];
  if (threadIdx.x == 0)
    for (int r = 0; r < 10; r++)
      tile[r][0] = in[(row0 + r) * width + col0];
  if (threadIdx.x == 63)
    for (int r = 0; r < 10; r++)
      tile[r][65] = in[(row0 + r) * width + col0 + 65];
  __syncthreads();
  for (int r = 1; r <= 8; r++) {
    float cross = tile[r - 1][c] + tile[r + 1][c] + tile[r][c - 1] + tile[r][c + 1];
    float diag = tile[r - 1][c - 1] + tile[r - 1][c + 1] + tile[r + 1][c - 1] + tile[r + 1][c + 1];
    out[(row0 + r) * width + col0 + c] = c0 * tile[r][c] + c1 * cross + c2 * diag;
  }
}

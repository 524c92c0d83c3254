//pass
//--blockDim=16 --gridDim=64 --backend=smt2
//
// Each block copies a 16x16 tile of a matrix with 1025-element rows through shared memory, one
// row per step; the tiles of a block lie on one anti-diagonal, so blocks do not overlap. The
// write offsets are known modulo 1025 (a candidate that needs a divider); the proof does not
// need it, and the first attempt without it finds the proof in seconds (the Boogie route, which
// keeps it, takes a minute).

__global__ void copy_tiles(const int *src, int *dst, int cols, int diag) {
  __requires(cols == 1025);
  __requires(diag >= 64);
  __requires(diag <= 128);
  int tx = threadIdx.x;
  int index = cols * 16 * (diag - 1 - blockIdx.x) + 16 * blockIdx.x + tx + cols + 1;
  __shared__ int tile[16][16];
  for (int ty = 0; ty < 16; ty++)
    tile[ty][tx] = src[index + cols * ty];
  __syncthreads();
  for (int ty = 0; ty < 16; ty++)
    dst[index + ty * cols] = tile[ty][tx];
}

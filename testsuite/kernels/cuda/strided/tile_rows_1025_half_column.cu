//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=64 --backend=smt2
//possible write-write race on dst\[
//
// The twin of tile_rows_1025.cu whose destination column halves the thread id: two threads
// write different source elements to each element of a row.

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
    dst[index - tx + tx / 2 + ty * cols] = tile[ty][tx];
}

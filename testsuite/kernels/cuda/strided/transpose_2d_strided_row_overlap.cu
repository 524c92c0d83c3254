//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//error: possible write-write race on out\[

// As transpose_2d_strided.cu, but the store's row ignores the block's tile column: blocks
// in the same column of the grid write the same rows of the output.

#define TILE 32

__global__ void transpose(float *out, const float *in, int width, int height) {
  __requires(width == 128);
  __requires(height == 128);
  __shared__ float tile[TILE][TILE + 1];
  int bx = blockIdx.x * TILE, by = blockIdx.y * TILE;
  for (int y = threadIdx.y; y < TILE; y += blockDim.y)
    for (int x = threadIdx.x; x < TILE; x += blockDim.x)
      tile[y][x] = in[(by + y) * width + bx + x];
  __syncthreads();
  for (int y = threadIdx.y; y < TILE; y += blockDim.y)
    for (int x = threadIdx.x; x < TILE; x += blockDim.x)
      out[y * height + by + x] = tile[x][y];
}

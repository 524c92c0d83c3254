//pass
//--blockDim=[16,16] --gridDim=[4,4]

// A tiled transpose where each 16x16 block moves a 32x32 tile: both the load and the store
// stride by the block's size in both dimensions, in the shared tile and in global memory
// (rows of 128 elements, columns offset by the block's tile).

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
      out[(bx + y) * height + by + x] = tile[x][y];
}

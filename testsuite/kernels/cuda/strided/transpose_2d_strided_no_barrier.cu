//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//error: possible (read-write|write-read) race on tile\[

// As transpose_2d_strided.cu without the barrier between the load and the store: a thread
// reads the transposed element of the tile while another thread of the block writes it.

#define TILE 32

__global__ void transpose(float *out, const float *in, int width, int height) {
  __requires(width == 128);
  __requires(height == 128);
  __shared__ float tile[TILE][TILE + 1];
  int bx = blockIdx.x * TILE, by = blockIdx.y * TILE;
  for (int y = threadIdx.y; y < TILE; y += blockDim.y)
    for (int x = threadIdx.x; x < TILE; x += blockDim.x)
      tile[y][x] = in[(by + y) * width + bx + x];
  for (int y = threadIdx.y; y < TILE; y += blockDim.y)
    for (int x = threadIdx.x; x < TILE; x += blockDim.x)
      out[(bx + y) * height + by + x] = tile[x][y];
}

//pass
//--blockDim=[16,16] --gridDim=[8,8]

#define TILE 8
#undef TILE
#define TILE 16

// The tile size is redefined before use; the shared tile must match the 16x16 block.
__global__ void tile_flip(const int *in, int *out) {
  __shared__ int tile[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int w = TILE * gridDim.x;
  int x = blockIdx.x * TILE + tx;
  int y = blockIdx.y * TILE + ty;
  tile[ty][tx] = in[y * w + x];
  __syncthreads();
  out[y * w + x] = tile[ty][TILE - 1 - tx];
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,8] --gridDim=[16,16]
//race on tile\[

#define TILE 32
#define ROWS 8

// The __syncthreads between the two phases was dropped.
__global__ void transpose(const float *in, float *out) {
  __shared__ float tile[TILE][TILE + 1];
  int n = TILE * gridDim.x;
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

//pass
//--blockDim=[16,16] --gridDim=[4,4]

#define TILE_DIM 16
#define N 64

__global__ void transposeCoalesced(float *odata, const float *idata) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = idata[y * N + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  odata[y * N + x] = tile[threadIdx.x][threadIdx.y];
}

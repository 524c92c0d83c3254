//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[8,8]
//possible (write-read|read-write) race on tile\[

#define TILE 16

// The transposed read of the tile is not separated from the writes by __syncthreads.
__global__ void transpose(const float *in, float *out) {
  __shared__ float tile[TILE][TILE + 1];
  int n = TILE * gridDim.x;
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}

//pass
//--blockDim=[32,32] --gridDim=[4,4] --check-bank-conflicts
//column_of_tile.cu:13:3: warning: possible bank conflict on array tile: lanes \d+ and \d+ of a warp access bank \d+ at different words
//Verified

// A transpose through a 32 x 32 tile: reading a column makes every lane of a warp hit one
// bank. Race-free, so verified, with a warning.
__global__ void transpose(const float *in, float *out, int n) {
  __requires(n == 128);
  __shared__ float tile[32][32];
  tile[threadIdx.y][threadIdx.x] = in[(blockIdx.y * 32 + threadIdx.y) * n + blockIdx.x * 32 + threadIdx.x];
  __syncthreads();
  out[(blockIdx.x * 32 + threadIdx.y) * n + blockIdx.y * 32 + threadIdx.x] =
    tile[threadIdx.x][threadIdx.y];
}

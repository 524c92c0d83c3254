//pass
//--blockDim=[16,16] --gridDim=[32,32]

// C = A with each row scaled, for width x width matrices covered exactly by the grid.
__global__ void scale_rows(const float *A, const float *rowscale, float *C, int width) {
  __requires(width == 512);
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  C[row * width + col] = A[row * width + col] * rowscale[row];
}

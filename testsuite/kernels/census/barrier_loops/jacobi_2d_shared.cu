//pass
//--blockDim=[16,16] --gridDim=[16,16]

#define B 16

// One Jacobi sweep: the block stages its 16x16 cells plus a one-cell halo on each side;
// cells outside the grid read as zero.
__global__ void jacobi(const float *u, float *unew, const float *f, float h2) {
  __shared__ float tile[B + 2][B + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty;
  int w = B * gridDim.x, hgt = B * gridDim.y;
  tile[ty + 1][tx + 1] = u[y * w + x];
  if (tx == 0)
    tile[ty + 1][0] = x > 0 ? u[y * w + x - 1] : 0.0f;
  if (tx == B - 1)
    tile[ty + 1][B + 1] = x < w - 1 ? u[y * w + x + 1] : 0.0f;
  if (ty == 0)
    tile[0][tx + 1] = y > 0 ? u[(y - 1) * w + x] : 0.0f;
  if (ty == B - 1)
    tile[B + 1][tx + 1] = y < hgt - 1 ? u[(y + 1) * w + x] : 0.0f;
  __syncthreads();
  unew[y * w + x] = 0.25f * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] +
                             tile[ty + 1][tx + 2] - h2 * f[y * w + x]);
}

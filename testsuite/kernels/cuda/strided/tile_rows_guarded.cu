//pass
//--blockDim=[32,8] --gridDim=[8,8]

// A 32x32 tile (rows padded to 33) loaded by 32x8 threads, eight rows apart, behind a
// ragged-edge guard that never fires for width 256.
__global__ void load(const float *in, int width) {
  __requires(width == 256);
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  if (x >= width) return;
  for (int r = 0; r < 32; r += 8)
    tile[threadIdx.y + r][threadIdx.x] = in[x + r * width];
}

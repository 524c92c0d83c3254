//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//error: possible write-write race on tile\[

// As halo_tile_2d_strided.cu, but the load writes one column to the right: a thread in
// column 0 writes column 17 on its second pass, where nobody else writes, but the thread in
// column 15 writes column 16, which the thread in column 0 also writes in the same row.

#define B 16
#define R 1
#define T (B + 2 * R)

__global__ void blur(float *out, const float *in, int w, int h) {
  __requires(w == 64);
  __requires(h == 64);
  __shared__ float tile[T][T + 1];
  int ox = blockIdx.x * B - R, oy = blockIdx.y * B - R;
  for (int y = threadIdx.y; y < T; y += blockDim.y)
    for (int x = threadIdx.x; x < T; x += blockDim.x) {
      int gx = min(max(ox + x, 0), w - 1);
      int gy = min(max(oy + y, 0), h - 1);
      tile[y][x + (x < B ? 1 : 0)] = in[gy * w + gx];
    }
  __syncthreads();
  int x = threadIdx.x + R, y = threadIdx.y + R;
  float s = 0;
  for (int dy = -R; dy <= R; dy++)
    for (int dx = -R; dx <= R; dx++)
      s += tile[y + dy][x + dx];
  out[(blockIdx.y * B + threadIdx.y) * w + blockIdx.x * B + threadIdx.x] = s / 9;
}

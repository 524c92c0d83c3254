//pass
//--blockDim=[16,16] --gridDim=[4,4]

// A 3x3 blur: each block loads its 16x16 tile and a one-element halo (18x18) with a loop
// nest that strides by the block's size in both dimensions, so the threads of the first two
// rows and columns load twice. Two threads' writes are told apart by the row and the column
// of the offset, each congruent to the thread's id modulo 16.

#define B 16
#define R 1
#define T (B + 2 * R)

__global__ void blur(float *out, const float *in, int w, int h) {
  __requires(w == 64);
  __requires(h == 64);
  __shared__ float tile[T][T];
  int ox = blockIdx.x * B - R, oy = blockIdx.y * B - R;
  for (int y = threadIdx.y; y < T; y += blockDim.y)
    for (int x = threadIdx.x; x < T; x += blockDim.x) {
      int gx = min(max(ox + x, 0), w - 1);
      int gy = min(max(oy + y, 0), h - 1);
      tile[y][x] = in[gy * w + gx];
    }
  __syncthreads();
  int x = threadIdx.x + R, y = threadIdx.y + R;
  float s = 0;
  for (int dy = -R; dy <= R; dy++)
    for (int dx = -R; dx <= R; dx++)
      s += tile[y + dy][x + dx];
  out[(blockIdx.y * B + threadIdx.y) * w + blockIdx.x * B + threadIdx.x] = s / 9;
}

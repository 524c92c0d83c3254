//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,8] --gridDim=[8,8]
//possible write-write race on tile\[

// The rows step by 4 while eight rows of threads load: rows 4..7 are loaded twice.
__global__ void load(const float *in, int width) {
  __requires(width == 256);
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x;
  if (x >= width) return;
  for (int r = 0; r < 16; r += 4)
    tile[threadIdx.y + r][threadIdx.x] = in[x + r * width];
}

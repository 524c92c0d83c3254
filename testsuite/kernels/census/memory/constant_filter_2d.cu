//pass
//--blockDim=[16,16] --gridDim=[16,16]

__constant__ float filter[3][3];

// 3x3 convolution with the filter in constant memory; borders are skipped.
__global__ void conv3x3(const float *in, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int w = blockDim.x * gridDim.x;
  int h = blockDim.y * gridDim.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  float acc = 0.0f;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      acc += filter[dy + 1][dx + 1] * in[(y + dy) * w + (x + dx)];
  out[y * w + x] = acc;
}

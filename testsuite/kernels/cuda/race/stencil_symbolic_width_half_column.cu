//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//possible write-write race on out\[
//

// Two neighbouring columns write one element: `x / 2` instead of `x`.
__global__ void jacobi(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < w - 1 && y > 0 && y < h - 1)
    out[y * w + x / 2] = 0.25f * (in[y * w + x - 1] + in[y * w + x + 1] +
                                  in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}

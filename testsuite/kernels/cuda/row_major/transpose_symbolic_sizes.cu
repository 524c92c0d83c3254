//pass
//

// No launch sizes: the transpose is race-free for every grid, block and matrix shape that
// keeps the offsets below 2^32 (the preconditions bound them).
__global__ void transpose(float *out, const float *in, unsigned w, unsigned h) {
  __requires(w <= 4096);
  __requires(h <= 4096);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    out[x * h + y] = in[y * w + x];
  }
}

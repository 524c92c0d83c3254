//pass
//--blockDim=[16,16] --gridDim=[8,8]

// Each thread writes the cell of its own column x and row y of a matrix whose width is a
// parameter: two threads at one offset y * w + x with x < w are the same thread.
__global__ void fill(float *out, const float *in, unsigned w, unsigned h) {
  __requires(w <= 8192);
  __requires(h <= 8192);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    out[y * w + x] = 2.0f * in[y * w + x];
  }
}

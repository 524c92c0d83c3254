//pass
//--backend=smt2 

// No launch sizes: a 5-point stencil over a matrix of parameter width, its centre computed
// into a local inside the guard.
__global__ void stencil(float *out, const float *in, unsigned w, unsigned h) {
  __requires(w <= 4096);
  __requires(h <= 4096);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= 1 && x + 1 < w && y >= 1 && y + 1 < h) {
    unsigned c = y * w + x;
    out[c] = 0.25f * (in[c - 1] + in[c + 1] + in[c - w] + in[c + w]);
  }
}

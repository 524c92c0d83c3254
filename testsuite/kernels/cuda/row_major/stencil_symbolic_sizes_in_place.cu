//xfail:NOT_ALL_VERIFIED
//--backend=smt2
//possible (read-write|write-read) race on m\[
//
// Updating in place: a thread reads its neighbour's cell, which the neighbour writes.
__global__ void stencil(float *m, unsigned w, unsigned h) {
  __requires(w <= 4096);
  __requires(h <= 4096);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= 1 && x + 1 < w && y >= 1 && y + 1 < h) {
    unsigned c = y * w + x;
    m[c] = 0.25f * (m[c - 1] + m[c + 1] + m[c - w] + m[c + w]);
  }
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[8,8]
//possible write-write race on out\[
//
// The guard lets x reach w: thread (w, y) writes the cell of thread (0, y + 1), another value.
__global__ void fill(float *out, const float *in, unsigned w, unsigned h) {
  __requires(w <= 8192);
  __requires(h <= 8192);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x <= w && y < h) {
    out[y * w + x] = (float)x;
  }
}

//xfail:NOT_ALL_VERIFIED
//
//possible (read-write|write-read) race on m\[
//
// Transposing in place: thread (x, y) reads the cell thread (y, x) writes.
__global__ void transpose(float *m, unsigned n) {
  __requires(n <= 4096);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < n && y < n) {
    m[x * n + y] = m[y * n + x];
  }
}

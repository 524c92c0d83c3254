//pass
//--blockDim=256 --gridDim=16

// Each block fills a segment of symbolic length n from its base, computed once into a local.
__global__ void segments(unsigned *out, unsigned n) {
  __requires(n <= 256);
  unsigned base = blockIdx.x * n;
  if (threadIdx.x < n) {
    out[base + threadIdx.x] = threadIdx.x;
  }
}

//pass
//--blockDim=64 --gridDim=2 --check-overflow
//
// The twin of unsigned_wrap.cu: plain --check-overflow checks signed arithmetic only; unsigned
// arithmetic wraps by definition in C.

__global__ void k(unsigned *out, unsigned n) {
  __requires(n < 10);
  out[blockIdx.x * blockDim.x + threadIdx.x] = n - threadIdx.x;
}

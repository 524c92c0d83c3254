//pass
//--blockDim=64 --gridDim=2 --check-overflow=unsigned --check-div-by-zero
//- no integer overflow or wrap-around
//
// The twin of unsigned_wrap.cu: the subtraction cannot wrap.

__global__ void k(unsigned *out, unsigned n) {
  __requires(n >= 64 && n < 4096);
  out[blockIdx.x * blockDim.x + threadIdx.x] = (n - threadIdx.x) / (threadIdx.x + 1);
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --check-overflow=unsigned
//unsigned_wrap.cu:9:48: error: possible arithmetic overflow for thread
//n = [0-9]
//

__global__ void k(unsigned *out, unsigned n) {
  __requires(n < 10);
  out[blockIdx.x * blockDim.x + threadIdx.x] = n - threadIdx.x;
}

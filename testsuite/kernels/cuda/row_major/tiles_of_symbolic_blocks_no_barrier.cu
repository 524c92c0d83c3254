//xfail:NOT_ALL_VERIFIED
//--backend=smt2 
//possible (write-read|read-write) race on s\[
//
// Without the barrier a thread reads the slot another thread of its block writes.
__global__ void reverse_tiles(int *out, const int *in) {
  extern __shared__ int s[];
  __requires(blockDim.x <= 1024 && blockDim.y <= 1024 && blockDim.x * blockDim.y <= 1024);
  __requires(gridDim.x <= 65536 && gridDim.y <= 64);
  unsigned l = threadIdx.y * blockDim.x + threadIdx.x;
  unsigned nb = blockDim.x * blockDim.y;
  unsigned b = blockIdx.y * gridDim.x + blockIdx.x;
  s[l] = in[b * nb + l];
  out[b * nb + l] = s[nb - 1 - l];
}

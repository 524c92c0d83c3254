//pass
//--backend=smt2 

// No launch sizes: each block copies its tile through shared memory in reverse; the block's
// linear index and the thread's position in it are computed once into locals.
__global__ void reverse_tiles(int *out, const int *in) {
  extern __shared__ int s[];
  __requires(blockDim.x <= 1024 && blockDim.y <= 1024 && blockDim.x * blockDim.y <= 1024);
  __requires(gridDim.x <= 65536 && gridDim.y <= 64);
  unsigned l = threadIdx.y * blockDim.x + threadIdx.x;
  unsigned nb = blockDim.x * blockDim.y;
  unsigned b = blockIdx.y * gridDim.x + blockIdx.x;
  s[l] = in[b * nb + l];
  __syncthreads();
  out[b * nb + l] = s[nb - 1 - l];
}

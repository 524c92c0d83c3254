//pass
//--blockDim=64 --gridDim=4

// An atomic on memory modelled per byte is one atomic on each byte it spans.
extern __shared__ char smem[];

__global__ void count(int *out) {
  int *c = (int *)smem;
  atomicAdd(c, 1);
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = c[0];
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible (atomic-write|write-atomic) race on smem\[

// A plain write of a byte the other threads update atomically, without a barrier between.
extern __shared__ char smem[];

__global__ void count(int *out) {
  int *c = (int *)smem;
  atomicAdd(c, 1);
  if (threadIdx.x == 0)
    smem[1] = 0;
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = c[0];
}

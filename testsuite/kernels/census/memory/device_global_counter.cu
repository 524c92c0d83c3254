//pass
//--blockDim=256 --gridDim=64

__device__ unsigned int hits;

// File-scope device variable updated atomically.
__global__ void count_hits(const float *x, float limit) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (x[i] > limit)
    atomicAdd(&hits, 1u);
}

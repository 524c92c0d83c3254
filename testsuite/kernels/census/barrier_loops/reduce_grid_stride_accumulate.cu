//pass
//--blockDim=256 --gridDim=64

#define BLOCK 256

// Each thread first accumulates a grid-strided sequence, then the block reduces in shared
// memory with steps compiled for the block size.
__global__ void reduce(const float *in, float *out, unsigned n) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (BLOCK * 2) + tid;
  unsigned grid = BLOCK * 2 * gridDim.x;
  float sum = 0.0f;
  while (i < n) {
    sum += in[i];
    if (i + BLOCK < n)
      sum += in[i + BLOCK];
    i += grid;
  }
  sdata[tid] = sum;
  __syncthreads();
  if (BLOCK >= 256) {
    if (tid < 128) sdata[tid] += sdata[tid + 128];
    __syncthreads();
  }
  if (BLOCK >= 128) {
    if (tid < 64) sdata[tid] += sdata[tid + 64];
    __syncthreads();
  }
  for (unsigned s = 32; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

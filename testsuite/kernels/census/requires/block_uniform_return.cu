//pass
//--blockDim=256 --gridDim=64

// Whole blocks past the end of the data leave early; the test only depends on the block index,
// so the barrier below is reached by all threads of a block or by none.
__global__ void block_sum(const float *in, float *out, unsigned n) {
  __shared__ float s[256];
  if (blockIdx.x * blockDim.x >= n)
    return;
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  s[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (tid == 0) {
    float acc = 0.0f;
    for (unsigned k = 0; k < 256; k++)
      acc += s[k];
    out[blockIdx.x] = acc;
  }
}

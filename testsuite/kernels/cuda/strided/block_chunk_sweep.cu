//pass
//--blockDim=256 --gridDim=16

// Each block owns the chunk [blockIdx.x * 4096, blockIdx.x * 4096 + 4096) and sweeps it with
// a block-stride loop.
__global__ void sweep(float *out) {
  int start = blockIdx.x * 4096;
  for (int i = start + threadIdx.x; i < start + 4096; i += blockDim.x)
    out[i] = 0.5f * i;
}

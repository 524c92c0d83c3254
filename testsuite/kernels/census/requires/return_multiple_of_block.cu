//pass
//--blockDim=256 --gridDim=64

// Threads past n return before the barrier. Because n is a multiple of the block size, a block
// is either entirely below n or entirely above it, so the early return is block-uniform.
__global__ void shift_left(const float *in, float *out, unsigned n) {
  __requires(n % 256 == 0);
  __shared__ float s[256];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  if (i >= n)
    return;
  s[tid] = in[i];
  __syncthreads();
  out[i] = s[(tid + 1) % 256];
}

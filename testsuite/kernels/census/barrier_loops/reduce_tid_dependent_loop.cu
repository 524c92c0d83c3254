//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=32
//barrier may be reached by non-uniform control flow

// The loop guard was folded with the activity test: threads leave the loop at different
// iterations, so they disagree about the __syncthreads inside it.
__global__ void reduce(const int *in, int *out) {
  __shared__ int s[256];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned k = 128; k > tid; k >>= 1) {
    s[tid] += s[tid + k];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}

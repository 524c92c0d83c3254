//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64
//barrier may be reached by non-uniform control flow

// Same kernel without the precondition: a block straddling n has some threads return before the
// barrier and others wait at it.
__global__ void shift_left(const float *in, float *out, unsigned n) {
  __shared__ float s[256];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  if (i >= n)
    return;
  s[tid] = in[i];
  __syncthreads();
  out[i] = s[(tid + 1) % 256];
}

//pass
//--blockDim=256 --gridDim=32

// The helper promises a result below 256; the caller uses it to index a shared array.
__device__ unsigned wrap(unsigned x) {
  __ensures(__return_val_int() < 256);
  return x & 255u;
}

__global__ void rotate(const int *in, int *out, unsigned shift) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  unsigned j = wrap(t + shift);
  __assert(j < 256);
  out[blockIdx.x * 256 + t] = s[j];
}

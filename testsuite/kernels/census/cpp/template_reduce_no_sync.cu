//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64
//race on s\[

// Templated reduction whose loop lost its __syncthreads.
template <unsigned BLOCK>
__global__ void reduce(const int *in, int *out) {
  __shared__ int s[BLOCK];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * BLOCK + tid];
  __syncthreads();
  for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
    if (tid < k)
      s[tid] += s[tid + k];
  }
  __syncthreads();
  if (tid == 0)
    out[blockIdx.x] = s[0];
}

template __global__ void reduce<128>(const int *in, int *out);

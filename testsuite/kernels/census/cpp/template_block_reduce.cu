//pass
//--blockDim=256 --gridDim=64

// Block size as a template parameter, with an explicit instantiation for 256 threads.
template <unsigned BLOCK>
__global__ void reduce(const float *in, float *out) {
  __shared__ float s[BLOCK];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * BLOCK + tid];
  __syncthreads();
  for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
    if (tid < k)
      s[tid] += s[tid + k];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}

template __global__ void reduce<256>(const float *in, float *out);

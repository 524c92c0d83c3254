//pass
//--blockDim=128 --gridDim=64

// Two arrays carved out of one dynamic shared buffer without overlap.
__global__ void split_buffers(const float *a, const float *b, float *out) {
  extern __shared__ float smem[];
  float *sa = smem;
  float *sb = smem + blockDim.x;
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  sa[t] = a[i];
  sb[t] = b[i];
  __syncthreads();
  out[i] = sa[(t + 1) % blockDim.x] * sb[t];
}

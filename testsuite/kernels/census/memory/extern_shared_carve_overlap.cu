//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64
//race on smem\[

// Two arrays carved out of one dynamic shared buffer; the second should start at blockDim.x
// but starts at 64, so it overlaps the upper half of the first.
__global__ void split_buffers(const float *a, const float *b, float *out) {
  extern __shared__ float smem[];
  float *sa = smem;
  float *sb = smem + 64;
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  sa[t] = a[i];
  sb[t] = b[i];
  __syncthreads();
  out[i] = sa[t] * sb[t];
}

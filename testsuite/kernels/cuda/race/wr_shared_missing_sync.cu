//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//possible write-read race on buf\[

// The __syncthreads() between staging and reading a neighbour is missing.
__global__ void neighbour_diff(const float *in, float *out) {
  __shared__ float buf[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  buf[t] = in[i];
  out[i] = buf[(t + 1) % 256] - buf[t];
}

//xfail:NOT_ALL_VERIFIED
//
//possible (read-write|write-read) race on s
//
// The twin of template_shared_of_parameter_length.cu without the barrier in the loop.

template <unsigned BS>
__global__ void reduce(const float *in, float *out) {
  __shared__ float s[BS];
  __requires(blockDim.x == BS);
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * BS + t];
  __syncthreads();
  for (unsigned st = BS / 2; st > 0; st >>= 1) {
    if (t < st)
      s[t] += s[t + st];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

//xfail:UNSUPPORTED
//
//sizeof of an array whose length is not a constant
//
// The length of an array sized by a template parameter is not known when the template is
// verified for every instantiation, so its size in bytes is refused rather than guessed.

template <unsigned BS>
__global__ void k(float *out) {
  __shared__ float s[BS];
  unsigned n = sizeof(s) / sizeof(s[0]);
  if (threadIdx.x < n)
    s[threadIdx.x] = 1.0f;
  out[blockIdx.x * blockDim.x + threadIdx.x] = (float)n;
}

//xfail:UNSUPPORTED
//
//initializer on an array whose length is not a constant
//
// A private buffer sized by a template parameter with an initializer: which cells the
// initializer covers depends on the unknown length; refused.

template <int N>
__global__ void k(float *out) {
  float buf[N] = {0};
  out[blockIdx.x * blockDim.x + threadIdx.x] = buf[N - 1];
}

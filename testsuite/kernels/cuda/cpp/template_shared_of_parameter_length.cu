//pass
//
//kernel template 'reduce' is never instantiated: verifying it for every instantiation
//
// The shared buffer's length is the template's block size, which no instantiation fixes: it
// is an array of unknown length, and the tree reduction over it is race-free for every
// block size.

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
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

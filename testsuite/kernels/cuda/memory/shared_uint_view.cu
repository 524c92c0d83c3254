//pass
//--blockDim=64 --gridDim=1

// A shared byte buffer written a word at a time through a uint pointer, then read per byte
// after a barrier.
__global__ void words(unsigned char *out) {
  __shared__ unsigned char buf[256];
  unsigned int *w = (unsigned int *)&buf[0];
  int t = threadIdx.x;
  w[t] = 0x01020304u * t;
  __syncthreads();
  out[t] = buf[4 * t + 1];
}

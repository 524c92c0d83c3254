//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-read race on buf\[

// Without the barrier, thread t reads a byte of the word thread t+1 writes.
__global__ void words(unsigned char *out) {
  __shared__ unsigned char buf[256];
  unsigned int *w = (unsigned int *)&buf[0];
  int t = threadIdx.x;
  w[t] = 0x01020304u * t;
  out[t] = buf[4 * t + 5];
}

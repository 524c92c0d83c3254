//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[

// Twin of string_literals.cu: the scale read from the string is 'h' - 'h' == 0, so every
// thread writes element 0.
__device__ int scale(const char *s) { return s[0] - 'h'; }

__global__ void k(int *out) {
  const char s[] = "hello";
  out[threadIdx.x * scale(s)] = threadIdx.x;
}

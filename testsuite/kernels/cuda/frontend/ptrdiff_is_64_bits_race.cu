//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[
//
// The twin of ptrdiff_is_64_bits.cu dividing by 16: `sizeof(q - p) / 16` is 0, so every
// thread writes element 0.

__global__ void k(int *out) {
  int *p = out, *q = out + 1;
  int t = threadIdx.x;
  out[t * (sizeof(q - p) / 16)] = t;
}

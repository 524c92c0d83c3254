//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on s\[
//
// The twin of size_t_is_64_bits.cu with the branches swapped: with 64-bit `size_t` every
// thread writes element 0.

__global__ void k(int *out) {
  __shared__ int s[64];
  size_t t = threadIdx.x;
  if (sizeof(int) - 5 > 0xFFFFFFFFull && sizeof(size_t) == 8) {
    s[0] = t;
  } else {
    s[t] = t;
  }
}

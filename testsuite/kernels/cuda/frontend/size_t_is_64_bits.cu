//pass
//--blockDim=64 --gridDim=1
//
// In CUDA `size_t` and `sizeof` are 64 bits wide, as its pointers: `sizeof(int) - 5` is
// 2^64 - 1, far above 2^32, so only thread 0 writes element 0 and the others their own.

__global__ void k(int *out) {
  __shared__ int s[64];
  size_t t = threadIdx.x;
  if (sizeof(int) - 5 > 0xFFFFFFFFull && sizeof(size_t) == 8) {
    s[t] = t;
  } else {
    s[0] = t;
  }
  out[t] = s[t];
}

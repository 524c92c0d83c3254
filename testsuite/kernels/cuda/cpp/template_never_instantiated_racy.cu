//xfail:NOT_ALL_VERIFIED
//
//possible (read-write|write-read|write-write) race on A

// For N == 0 every thread uses A[0].
template <typename T, int N>
__global__ void k(T *A) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i * N] = A[i * N] + (T)1;
}

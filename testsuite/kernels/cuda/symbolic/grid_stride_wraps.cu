//xfail:NOT_ALL_VERIFIED
//--backend=smt2
//possible (read-write|write-read|write-write) race on y
//
// grid_stride_no_overflow.cu without --assume-no-overflow: a race GPUVerify's semantics
// allow. With 2^31 + 1 threads and n = 2^31 - 1, thread 0's `i` passes 2^31 - 1, wraps to a
// negative value (still below n) and, a step later, to 2, which thread 2 also visits.

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

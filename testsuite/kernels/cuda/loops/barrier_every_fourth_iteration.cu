//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible (read-write|write-read) race on s\[

// A periodic exchange: after the read of iteration 3, iteration 4 writes again
// before any barrier, racing with the mirrored thread's read.
__global__ void periodic_exchange(int *out, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    s[t] = i * t + 1;
    if (i % 4 == 3) {
      __syncthreads();
      out[blockIdx.x * 64 + t] += s[63 - t];
    }
  }
}

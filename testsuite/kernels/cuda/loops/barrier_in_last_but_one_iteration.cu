//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible (read-write|write-read) race on s\[

// The exchange happens one iteration early: the last iteration's write to a slot
// races with the earlier read of it by the mirrored thread.
__global__ void early_round_exchange(int *out, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    s[t] = i * t + 1;
    if (i == n - 2) {
      __syncthreads();
      out[blockIdx.x * 64 + t] = s[63 - t];
    }
  }
}

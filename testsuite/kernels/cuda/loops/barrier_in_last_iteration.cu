//pass
//--blockDim=64 --gridDim=2

// Each thread refreshes its own slot every iteration; only the last iteration
// synchronises and reads another thread's slot, so no later write can race with it.
__global__ void last_round_exchange(int *out, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    s[t] = i * t;
    if (i == n - 1) {
      __syncthreads();
      out[blockIdx.x * 64 + t] = s[63 - t];
    }
  }
}

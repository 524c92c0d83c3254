//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16
//possible write-write race on out\[
//
// The twin of shrinking_halo_break.cu with segments one cell too short: the last cell a block
// writes back is the first of the next block's. (Both blocks compute the same value for it, so
// each also adds its block index: otherwise the race would be benign.)

#define N 128

__global__ void smooth(const int *in, int *out, int steps) {
  __requires(steps >= 1);
  __requires(steps <= 16);
  __shared__ int cur[N];
  __shared__ int nxt[N];
  int t = threadIdx.x;
  int width = N - 2 * steps - 1;
  int x = blockIdx.x * width + t - steps;
  cur[t] = in[x + 16];
  __syncthreads();
  bool done;
  for (int r = 0; r < steps; r++) {
    done = false;
    if (t > r && t < N - 1 - r) {
      nxt[t] = (cur[t - 1] + cur[t] + cur[t + 1]) / 3;
      done = true;
    }
    __syncthreads();
    if (r == steps - 1)
      break;
    if (done)
      cur[t] = nxt[t];
    __syncthreads();
  }
  if (done)
    out[x] = nxt[t] + blockIdx.x;
}

//pass
//--blockDim=128 --gridDim=16
//
// Each block smooths its segment for `steps` rounds in shared memory; the cells a block can
// compute shrink by one on each side per round, so blocks load overlapping halos and write back
// only the cells still computed in the last round. The loop leaves through the `break` in its
// last round, never through its guard: `done` after the loop is the last round's.

#define N 128

__global__ void smooth(const int *in, int *out, int steps) {
  __requires(steps >= 1);
  __requires(steps <= 16);
  __shared__ int cur[N];
  __shared__ int nxt[N];
  int t = threadIdx.x;
  int width = N - 2 * steps;
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
    out[x] = nxt[t];
}

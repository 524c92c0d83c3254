//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16
//possible write-write race on out\[

// The window shrinks one step too few: each block also stores a halo cell that its
// neighbour stores.
#define STEPS 4
__global__ void smooth(const float *in, float *out, int n) {
  __requires(n == 16 * 120 + 8);
  __shared__ float a[128];
  __shared__ float b[128];
  int tx = threadIdx.x;
  int x = blockIdx.x * 120 + tx;
  a[tx] = in[x];
  __syncthreads();
  bool valid = false;
  for (int s = 0; s < STEPS; s++) {
    valid = tx >= s && tx < 127 - s;
    if (valid)
      b[tx] = (a[tx - 1 + (tx == 0)] + a[tx] + a[tx + 1]) / 3.0f;
    __syncthreads();
    if (s == STEPS - 1) break;
    if (valid) a[tx] = b[tx];
    __syncthreads();
  }
  if (valid) out[x] = b[tx];
}

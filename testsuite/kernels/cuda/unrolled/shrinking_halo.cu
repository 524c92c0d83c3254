//pass
//--blockDim=128 --gridDim=16

// Each block loads 128 cells with a halo of 4 on each side shared with its neighbours, runs
// four smoothing steps in which the valid window shrinks by one cell per side, and stores
// only the 120 cells that stayed valid: the stores of neighbouring blocks do not overlap.
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
    valid = tx > s && tx < 127 - s;
    if (valid)
      b[tx] = (a[tx - 1] + a[tx] + a[tx + 1]) / 3.0f;
    __syncthreads();
    if (s == STEPS - 1) break;
    if (valid) a[tx] = b[tx];
    __syncthreads();
  }
  if (valid) out[x] = b[tx];
}

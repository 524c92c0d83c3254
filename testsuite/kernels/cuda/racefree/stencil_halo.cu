//pass
//--blockDim=128 --gridDim=8

#define RADIUS 2
#define BLOCK 128

// 1-D stencil with a shared-memory halo loaded by the first RADIUS threads.
__global__ void stencil_1d(const int *in, int *out) {
  __shared__ int temp[BLOCK + 2 * RADIUS];
  int gindex = blockIdx.x * blockDim.x + threadIdx.x;
  int lindex = threadIdx.x + RADIUS;
  temp[lindex] = in[gindex];
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = in[gindex - RADIUS];
    temp[lindex + BLOCK] = in[gindex + BLOCK];
  }
  __syncthreads();
  int result = 0;
  for (int offset = -RADIUS; offset <= RADIUS; offset++)
    result += temp[lindex + offset];
  out[gindex] = result;
}

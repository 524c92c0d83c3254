//pass
//--blockDim=256 --gridDim=32 --warp-sync=32

#define WARP_STEP(s) sdata[tid] += sdata[tid + (s)]

// The same reduction checked under warp-synchronous execution (warp size 32): the unrolled
// tail runs inside one warp, whose threads execute in lock step.
__global__ void reduce(const int *in, int *out) {
  __shared__ volatile int sdata[256];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    WARP_STEP(32);
    WARP_STEP(16);
    WARP_STEP(8);
    WARP_STEP(4);
    WARP_STEP(2);
    WARP_STEP(1);
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

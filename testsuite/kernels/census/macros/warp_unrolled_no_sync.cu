//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=32
//race on sdata\[

#define WARP_STEP(s) sdata[tid] += sdata[tid + (s)]

// The last six reduction steps run without __syncthreads, relying on implicit warp
// synchronisation that the CUDA model does not guarantee.
__global__ void reduce(const int *in, int *out) {
  __shared__ int sdata[256];
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

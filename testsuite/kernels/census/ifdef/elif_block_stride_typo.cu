//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64
//possible write-write race on out\[

#if __BLOCK_DIM_0 == 256
#define STRIDE 256
#elif __BLOCK_DIM_0 == 128
#define STRIDE 64   /* typo: should be 128 */
#else
#error "unsupported block size"
#endif

// The per-block stride selected for 128-thread blocks is wrong, so blocks overlap.
__global__ void copy(const float *in, float *out) {
  unsigned t = threadIdx.x;
  out[blockIdx.x * STRIDE + t] = in[blockIdx.x * blockDim.x + t];
}

//pass
//--blockDim=256 --gridDim=32

#if __WARP_SIZE == 32
#define LOG_WARP 5
#else
#error "unexpected warp size"
#endif

// Lane 0 of every warp publishes the warp's first value; after the barrier thread 0 sums them.
__global__ void warp_leaders(const float *in, float *out) {
  __shared__ float leaders[256 >> LOG_WARP];
  unsigned tid = threadIdx.x;
  unsigned lane = tid & (__WARP_SIZE - 1);
  unsigned warp = tid >> LOG_WARP;
  if (lane == 0)
    leaders[warp] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  if (tid == 0) {
    float acc = 0.0f;
    for (unsigned w = 0; w < (256 >> LOG_WARP); w++)
      acc += leaders[w];
    out[blockIdx.x] = acc;
  }
}

//pass
//--blockDim=128 --gridDim=2
//GPUVerify kernel analyser finished with 1 verified, 0 errors

// __syncthreads() is bar.sync 0 over the whole block; it orders the named-barrier phase with
// what every thread does before and after.
__global__ void syncthreads_mixed(int *out) {
  __shared__ int buf[128];
  unsigned warp = threadIdx.x / 32;
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = 0;
  __syncthreads();
  if (warp < 2) {
    buf[threadIdx.x + 64] = threadIdx.x;
    asm volatile("bar.arrive 1, 128;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 128;" ::: "memory");
    buf[threadIdx.x - 64] = buf[threadIdx.x] + 1;
  }
  __syncthreads();
  out[gid] = buf[127 - threadIdx.x];
}

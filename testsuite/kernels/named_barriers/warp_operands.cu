//pass
//--blockDim=128 --gridDim=2
//GPUVerify kernel analyser finished with 1 verified, 0 errors

// Barrier number and count come from C expressions bound to %0 and %1: warp w < 2 hands its
// slice to warp w + 2 over barrier 1 + w, 64 threads each.
__global__ void warp_operands(int *out) {
  __shared__ int buf[64];
  unsigned warp = threadIdx.x / 32;
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned pair = warp % 2;
  if (warp < 2) {
    buf[threadIdx.x] = gid;
    asm volatile("bar.arrive %0, %1;" :: "r"(1 + pair), "r"(64) : "memory");
  } else {
    asm volatile("bar.sync %0, %1;" :: "r"(1 + pair), "r"(2 * 32) : "memory");
    out[gid] = buf[threadIdx.x - 64];
  }
}

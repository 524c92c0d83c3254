//pass
//--blockDim=128 --gridDim=1
//GPUVerify kernel analyser finished with 1 verified, 0 errors

// The same pipeline with both barriers: barrier 1 says the buffer is full, barrier 2 that the
// consumers have read it, so the producers wait before writing it again.
__global__ void loop_full_empty(int *out) {
  __shared__ int buf[64];
  unsigned warp = threadIdx.x / 32;
  for (int it = 0; it < 4; it++) {
    if (warp < 2) {
      if (it > 0) {
        asm volatile("bar.sync 2, 128;" ::: "memory");
      }
      buf[threadIdx.x] = threadIdx.x + it;
      asm volatile("bar.arrive 1, 128;" ::: "memory");
    } else {
      asm volatile("bar.sync 1, 128;" ::: "memory");
      out[it * 64 + threadIdx.x - 64] = buf[threadIdx.x - 64];
      if (it < 3) {
        asm volatile("bar.arrive 2, 128;" ::: "memory");
      }
    }
  }
}

//pass
//--blockDim=128 --gridDim=2
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//checked by executing every thread of the launch \(named barriers\)

// Warps 0-1 fill a buffer and signal barrier 1 without waiting; warps 2-3 wait on it, then
// read what the producers wrote.
__global__ void producer_consumer(int *out) {
  __shared__ int buf[64];
  unsigned warp = threadIdx.x / 32;
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (warp < 2) {
    buf[threadIdx.x] = threadIdx.x * 3;
    asm volatile("bar.arrive 1, 128;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 128;" ::: "memory");
    out[gid] = buf[threadIdx.x - 64];
  }
}

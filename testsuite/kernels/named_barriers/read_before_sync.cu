//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2
//error: possible write-read race on buf\[0\]
//Read by thread 64 in thread block 0
//Write by thread 0 in thread block 0

// The consumers read the buffer before waiting for the producers.
__global__ void read_before_sync(int *out) {
  __shared__ int buf[64];
  unsigned warp = threadIdx.x / 32;
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (warp < 2) {
    buf[threadIdx.x] = threadIdx.x * 3;
    asm volatile("bar.arrive 1, 128;" ::: "memory");
  } else {
    int x = buf[threadIdx.x - 64];
    asm volatile("bar.sync 1, 128;" ::: "memory");
    out[gid] = x;
  }
}

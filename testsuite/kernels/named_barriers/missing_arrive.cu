//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2
//error: possible deadlock: barrier 1 expects 128 threads but only 64 arrive
//note: warps 2, 3 of thread block 0 \(waiting\)

// The producers forget to signal: the consumers wait forever.
__global__ void missing_arrive(int *out) {
  __shared__ int buf[64];
  unsigned warp = threadIdx.x / 32;
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (warp < 2) {
    buf[threadIdx.x] = threadIdx.x * 3;
  } else {
    asm volatile("bar.sync 1, 128;" ::: "memory");
    out[gid] = buf[threadIdx.x - 64];
  }
}

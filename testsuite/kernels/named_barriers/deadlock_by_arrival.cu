//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//error: barrier 1 may be recycled unsafely

// Warps 0, 2 and 3 use barrier 1 and warps 0 and 1 barrier 2, in opposite orders. When warps
// 2 and 3 complete barrier 1's first generation, warp 0 waits at barrier 1 for warp 1, which
// waits at barrier 2 for warp 0.
__global__ void deadlock_by_arrival(int *out) {
  int w = threadIdx.x / 32;
  if (w == 0) {
    asm volatile("bar.sync 1, 64;" ::: "memory");
    asm volatile("bar.sync 2, 64;" ::: "memory");
  } else if (w == 1) {
    asm volatile("bar.sync 2, 64;" ::: "memory");
    asm volatile("bar.sync 1, 64;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 64;" ::: "memory");
  }
  out[threadIdx.x] = w;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//error: barrier 1 may be recycled unsafely

// A pipeline over four rounds with only the "full" barrier: nothing stops the producers from
// running ahead and overwriting the buffer, and their next arrival could count towards the
// barrier's current generation or the next one.
__global__ void loop_one_barrier(int *out) {
  __shared__ int buf[64];
  unsigned warp = threadIdx.x / 32;
  for (int it = 0; it < 4; it++) {
    if (warp < 2) {
      buf[threadIdx.x] = threadIdx.x + it;
      asm volatile("bar.arrive 1, 128;" ::: "memory");
    } else {
      asm volatile("bar.sync 1, 128;" ::: "memory");
      out[it * 64 + threadIdx.x - 64] = buf[threadIdx.x - 64];
    }
  }
}

//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//smid.cu:9:3: error: unsupported: inline assembly

// Assembly other than named barriers and reads of the special registers a thread's position
// determines (`%laneid`, `%tid.x`, ...) is not modelled: `%smid` depends on the scheduler.
__global__ void smid(unsigned *out) {
  unsigned sm;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
  out[threadIdx.x] = sm;
}

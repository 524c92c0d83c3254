//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//laneid.cu:8:3: error: unsupported: inline assembly

// Assembly other than named barriers is not modelled.
__global__ void laneid(unsigned *out) {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  out[threadIdx.x] = lane;
}

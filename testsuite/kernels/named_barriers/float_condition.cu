//xfail:UNSUPPORTED
//--blockDim=128 --gridDim=1
//unsupported: named barriers with data-dependent control flow or addresses
//floating-point

// Floating-point operations are uninterpreted in kcc's IR: one execution decides nothing about
// a branch on their results, so the named-barrier check refuses the kernel.
__global__ void k(int *out) {
  __shared__ int buf[64];
  float r = sqrtf((float)threadIdx.x);
  if ((int)r == 9) {
    asm volatile("bar.sync 1, 128;" ::: "memory");
  }
  out[threadIdx.x] = 1;
}

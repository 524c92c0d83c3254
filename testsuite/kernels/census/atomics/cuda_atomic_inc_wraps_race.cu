//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out\[

/* CUDA's atomicInc wraps at its bound, so two threads can receive the same slot. */
__global__ void k(int *out, unsigned *count) {
  unsigned slot = atomicInc(count, 15u);
  out[slot] = threadIdx.x;
}

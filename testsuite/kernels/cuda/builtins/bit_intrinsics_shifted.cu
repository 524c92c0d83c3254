//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible write-write race on out\[

// The warp's offset is missing: lane l of both warps writes element l of the block.
__global__ void k(unsigned *out) {
  unsigned t = threadIdx.x;
  unsigned mask = 1u << (t & 31u);
  out[blockIdx.x * 64 + __ffs(mask) - 1] = t;
}

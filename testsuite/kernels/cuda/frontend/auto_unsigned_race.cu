//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[

// `auto` keeps the initializer's unsigned type: `u - 2` wraps around, so every thread
// writes out[0].
__global__ void k(int *out) {
  auto u = 1u;
  auto wrapped = u - 2;
  if (wrapped > 5)
    out[0] = threadIdx.x;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[

// A block-scope alias keeps the aliased type's signedness: `u - 2` wraps around, so every
// thread writes out[0].
__global__ void k(int *out) {
  using U = unsigned int;
  U u = 1;
  decltype(u) v = u - 2;
  if (v > 5)
    out[0] = threadIdx.x;
}

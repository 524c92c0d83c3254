//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[

// Twin of range_for.cu: the second offset is 32, not 64, so thread t's second write is
// thread t + 32's first.
__global__ void k(int *out) {
  int t = threadIdx.x;
  int offs[2] = {0, 32};
  for (int o : offs)
    out[2 * blockIdx.x * 64 + o + t] = t;
}

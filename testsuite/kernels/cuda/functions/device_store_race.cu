//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out\[

__device__ void store(int *p, int idx, int v) {
  p[idx] = v;
}

// The helper is called with the block index only: all threads of a block collide.
__global__ void per_block(const int *in, int *out) {
  store(out, blockIdx.x, in[blockIdx.x * 64 + threadIdx.x]);
}

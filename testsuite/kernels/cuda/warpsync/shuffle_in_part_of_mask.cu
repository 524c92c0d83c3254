//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2
//'__shfl_xor_sync' may be reached by non-uniform control flow \(a lane its mask names does not reach it\)
//
// The twin of shuffle_in_whole_warps.cu whose branch leaves out lane 15, which the mask
// still names: the shuffle's result is undefined.

__global__ void sums(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned lane = threadIdx.x % 32;
  if (lane < 15) {
    int w = __shfl_xor_sync(0x0000ffff, v, 1);
    out[blockIdx.x * blockDim.x + threadIdx.x] = w;
  }
}

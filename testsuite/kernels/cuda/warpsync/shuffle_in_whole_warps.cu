//pass
//--blockDim=128 --gridDim=2
//
// Warp reductions with shuffles: the first warp reduces with the full mask (all its lanes
// take the branch), and the low half of every warp with the mask of its sixteen lanes.

__global__ void sums(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x < 32) {
    for (int d = 16; d > 0; d /= 2)
      v += __shfl_down_sync(0xffffffff, v, d);
    if (threadIdx.x == 0)
      out[blockIdx.x] = v;
  }
  unsigned lane = threadIdx.x % 32;
  if (lane < 16) {
    int w = __shfl_xor_sync(0x0000ffff, v, 1);
    unsigned any = __ballot_sync(0x0000ffff, w > 0);
    out[64 + blockIdx.x * blockDim.x + threadIdx.x] = w + (int)any;
  }
}

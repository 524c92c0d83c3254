//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//race on S

// __syncwarp is not modelled as a synchronisation: this exchange through shared memory is
// reported (it relies on warp-synchronous execution).
__global__ void k(int *out) {
  __shared__ int S[64];
  S[threadIdx.x] = threadIdx.x;
  __syncwarp();
  out[threadIdx.x] = S[threadIdx.x ^ 1];
}

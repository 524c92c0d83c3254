//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible (read-write|write-read) race on s\[
//
// The twin of const_reference_reads_after_barrier.cu writing after the call: the callee's
// read of the neighbour's cell (after its barrier) meets the neighbour's write.

__device__ int after_barrier(const int &v) {
  __syncthreads();
  return v;
}

__global__ void k(int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  out[t] = after_barrier(s[t ^ 1]);
  s[t] = t;
}

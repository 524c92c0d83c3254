//xfail:NOT_ALL_VERIFIED
//--blockDim=512 --gridDim=16 --unroll=0
//possible (read-write|write-read) race on a\[
//

// The partner index is one too far: the last thread of a block reads the first element of
// the next block's slice, which that block writes.
__global__ void reduce(float *a) {
  int t = threadIdx.x;
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      a[blockIdx.x * blockDim.x + t] += a[blockIdx.x * blockDim.x + t + s + 1];
    __syncthreads();
  }
}

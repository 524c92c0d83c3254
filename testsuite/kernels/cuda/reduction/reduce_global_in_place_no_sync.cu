//xfail:NOT_ALL_VERIFIED
//--blockDim=512 --gridDim=16 --unroll=0
//possible (read-write|write-read) race on a\[
//

// The barrier between the halving steps is missing.
__global__ void reduce(float *a) {
  int t = threadIdx.x;
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      a[blockIdx.x * blockDim.x + t] += a[blockIdx.x * blockDim.x + t + s];
  }
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=192 --gridDim=2
//possible write-write race on out\[

// The stride is one short of the block size: thread 0's second bin is thread 191's first.
__global__ void bins(unsigned int *out) {
  for (unsigned int bin = threadIdx.x; bin < 256; bin += blockDim.x - 1)
    out[blockIdx.x * 256 + bin] = bin;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//possible write-write race on out\[

// The sweep runs one element past its chunk, into the next block's first element.
__global__ void sweep(float *out) {
  int start = blockIdx.x * 4096;
  for (int i = start + threadIdx.x; i <= start + 4096; i += blockDim.x)
    out[i] = 0.5f * i;
}

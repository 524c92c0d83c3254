//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//possible write-write race on out\[
//in thread block 1

// Indexing a global array by threadIdx.x alone: both blocks write the same elements.
__global__ void per_thread(const int *in, int *out) {
  out[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x] + 1;
}

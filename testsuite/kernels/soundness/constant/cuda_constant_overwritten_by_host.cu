//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//possible write-write race on out

// The host may overwrite `stride` with cudaMemcpyToSymbol: with a stride of 0 every thread
// writes out[0].
__constant__ int stride[1] = {64};

__global__ void k(int *out) {
  out[(blockIdx.x * blockDim.x + threadIdx.x) * stride[0]] = threadIdx.x;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//possible write-write race on out

__device__ int stride = 64;

__global__ void k(int *out) {
  out[(blockIdx.x * blockDim.x + threadIdx.x) * stride] = threadIdx.x;
}

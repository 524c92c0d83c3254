//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible read-write race on a\[

__global__ void shift(int *a) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i + 1] = a[i];
}

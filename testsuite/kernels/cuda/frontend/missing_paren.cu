//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=4

__global__ void k(int *a) {
  if (threadIdx.x < 4 {
    a[threadIdx.x] = 0;
  }
}

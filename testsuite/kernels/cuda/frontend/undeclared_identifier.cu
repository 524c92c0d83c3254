//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=4
//undeclared identifier

__global__ void k(int *a) {
  a[threadIdx.x + blockIdx.x * blockDim.x] = scale * 2;
}

//xfail:COMMAND_LINE_ERROR
//--blockDim=64 --gridDim=[2,x]

__global__ void k(int *a) {
  a[blockIdx.x * 64 + threadIdx.x] = 0;
}

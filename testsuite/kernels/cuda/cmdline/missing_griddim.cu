//xfail:COMMAND_LINE_ERROR
//--blockDim=64
//Must specify thread dimensions

__global__ void k(int *a) {
  a[threadIdx.x] = 0;
}

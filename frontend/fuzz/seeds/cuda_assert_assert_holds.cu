//pass
//--blockDim=[8,8] --gridDim=[2,3]

__global__ void ids(int *a) {
  __assert(threadIdx.x < blockDim.x && threadIdx.y < blockDim.y);
  __assert(blockIdx.y < 3);
  __assert(gridDim.x == 2);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  a[y * 16 + x] = 1;
}

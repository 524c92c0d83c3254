//pass
//--blockDim=128 --gridDim=64 -DBLOCK_SIZE=128

#ifndef BLOCK_SIZE
#define BLOCK_SIZE 64
#endif

// The per-block segment length is a compile-time constant that must match the launch.
__global__ void add_one(int *data) {
  unsigned i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
  data[i] = data[i] + 1;
}

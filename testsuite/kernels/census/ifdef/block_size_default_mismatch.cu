//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=64
//race on data\[

#ifndef BLOCK_SIZE
#define BLOCK_SIZE 64
#endif

// Built without -DBLOCK_SIZE=128: the segment length (64) is smaller than the block, so the
// upper half of one block updates the elements of the next block.
__global__ void add_one(int *data) {
  unsigned i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
  data[i] = data[i] + 1;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-write race on dst\[
#include <cuda.h>
// __umul24 multiplies the low 24 bits of its operands: with a pitch of 2^24 every block's row
// is 0, so all blocks write the same 256 elements.
__global__ void scale_rows(float *dst, const float *src, unsigned int pitch) {
  __requires(pitch == (1u << 24));
  unsigned int row = __umul24(blockIdx.x, pitch);
  dst[row + threadIdx.x] = src[row + threadIdx.x] + blockIdx.x;
}

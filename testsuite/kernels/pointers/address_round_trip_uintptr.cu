//pass
//--blockDim=64 --gridDim=1

// The round trip through uintptr_t in one expression: the integer may name any object of
// int cells, each at an aligned address of its own, and only the buffer's cells give the
// address; threads a few bytes apart never meet on one cell.

#include <stdint.h>

__global__ void fill(int *out) {
  int t = threadIdx.x;
  int *q = reinterpret_cast<int *>(reinterpret_cast<uintptr_t>(out) + t * sizeof(int));
  *q = t;
}

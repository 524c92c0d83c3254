//pass
//--blockDim=64 --gridDim=1

// A pointer copied byte by byte into another pointer variable addresses what the original
// does: each thread writes its own element.
__global__ void k(int *A) {
  int *p = A + threadIdx.x;
  int *q;
  memcpy(&q, &p, sizeof(int *));
  *q = threadIdx.x;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A\[0\]

// The twin of copied_pointer_bytes.cu whose pointer is shared by pairs of threads: threads 0
// and 1 write A[0] through the copy.
__global__ void k(int *A) {
  int *p = A + threadIdx.x / 2;
  int *q;
  memcpy(&q, &p, sizeof(int *));
  *q = threadIdx.x;
}

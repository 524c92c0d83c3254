//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A\[63\]

// A pointer's bytes are copied into an integer, advanced by 4 * (63 - t) and copied back:
// every thread's pointer ends at A + 63.
__global__ void k(int *A) {
  int *p = A + threadIdx.x;
  unsigned long long u;
  memcpy(&u, &p, sizeof(p));
  u += 4 * (63 - threadIdx.x);
  memcpy(&p, &u, sizeof(p));
  *p = threadIdx.x;
}

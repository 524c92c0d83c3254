//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A\[63\]

// A pointer's integer view (a union member) grows by 4 * (63 - t) bytes: every thread's
// pointer ends at A + 63, so all threads write A[63].
union U {
  int *p;
  unsigned long long u;
};

__global__ void k(int *A) {
  U x;
  x.p = A + threadIdx.x;
  x.u += 4 * (63 - threadIdx.x);
  *x.p = threadIdx.x;
}

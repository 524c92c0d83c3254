//pass
//--blockDim=64 --gridDim=1

// A pointer's integer view (a union member) grows by 4 * t bytes: each thread's pointer
// names its own element.
union U {
  int *p;
  unsigned long long u;
};

__global__ void k(int *A) {
  U x;
  x.p = A;
  x.u += 4 * threadIdx.x;
  *x.p = threadIdx.x;
}

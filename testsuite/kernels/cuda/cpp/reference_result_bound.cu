//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on a\[0\]
//
// A reference bound to a function's reference result names the array cell: every thread
// writes a[0], a race.
__device__ int &pick(int *a, int i) { return a[i]; }

__global__ void k(int *a) {
  int &r = pick(a, 0);
  r = threadIdx.x;
}

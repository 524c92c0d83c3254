//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on arr\[0\]

// A member of the struct a function returns by reference is a member of that element of
// the shared array, not of a copy: threads 0 and 1 write arr[0].x.
struct P { int x, y; };
__device__ P &at(P *p, int i) { return p[i]; }
__global__ void k(int *out) {
  __shared__ P arr[32];
  at(arr, threadIdx.x / 2).x = threadIdx.x;
}

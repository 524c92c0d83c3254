//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//reference bound to an object designated by this expression

// A reference bound to a function's reference result names the array cell: every thread
// writes a[0], a race. kcc returns such results as values, so it refuses the binding rather
// than write to a copy and miss the race.
__device__ int &pick(int *a, int i) { return a[i]; }

__global__ void k(int *a) {
  int &r = pick(a, 0);
  r = threadIdx.x;
}

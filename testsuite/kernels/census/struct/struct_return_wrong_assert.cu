//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion might not hold

/* The helper's struct result is modelled exactly: the second component is not the first. */
struct Pair { int first; int second; };

__device__ Pair both(int i) {
  Pair p;
  p.first = i;
  p.second = i + 1;
  return p;
}

__global__ void k(int *out) {
  Pair p = both(threadIdx.x);
  __assert(p.first == p.second);
  out[threadIdx.x] = p.first;
}

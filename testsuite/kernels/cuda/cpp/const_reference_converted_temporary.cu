//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion might not hold
//
// `const unsigned &r = x` with `x` an int binds a converted temporary, not `x`: after
// `x = 0`, `r` is still 1 and the assertion fails.

__global__ void k(int *out) {
  int x = 1;
  const unsigned &r = x;
  x = 0;
  assert(r == 0);
}

//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=2
//unsupported: range-based for over a range that is not an array of known length

// A range-based for needs a range of known length: over a pointer it is refused, not run
// for some guessed number of elements.
__global__ void k(int *out, int *p) {
  for (int x : p)
    out[x] = 1;
}

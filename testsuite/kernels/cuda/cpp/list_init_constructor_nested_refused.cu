//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=4
//unsupported: designators or nested braces in a list that calls a constructor
//
// A list whose items are themselves braced lists, passed to a constructor: kcc does not
// initialise constructor parameters from nested lists, and refuses rather than guess.
struct Span {
  int start, step;
};
struct Seg {
  Span span;
  int n;
  __device__ Seg(Span s, int count) : span(s), n(count) {}
};

__global__ void k(int *out) {
  Seg s = Seg{{(int)(blockIdx.x * blockDim.x), 1}, 64};
  out[s.span.start + threadIdx.x * s.span.step] = s.n;
}

//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=1
//unsupported: list initialising an aggregate whose members it leaves to their default member initializers
//
// `{2}` sets the stride and leaves `first` to its default initializer, which kcc does not
// apply to a list: refused rather than read as 0.

struct Layout {
  int stride = 1;
  int first = 5;
};

__global__ void place(int *out) {
  Layout l = {2};
  out[l.stride * threadIdx.x + l.first] = threadIdx.x;
}

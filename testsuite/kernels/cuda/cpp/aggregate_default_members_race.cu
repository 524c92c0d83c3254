//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[
//
// The twin of aggregate_default_members.cu whose list gives a stride of 0: every thread
// writes element 1.

struct Layout {
  int stride = 1;
  int first = 0;
};

__global__ void place(int *out) {
  Layout l = {0, 1};
  out[l.stride * threadIdx.x + l.first] = threadIdx.x;
}

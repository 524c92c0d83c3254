//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[
//
// The twin of converting_constructor.cu whose constructor halves: threads 0 and 1 write
// element 0 (the declared `i` is 1, true, for both).

struct Slot {
  int at;
  __device__ Slot(int t) : at(t / 2) {}
};

__global__ void place(int *out) {
  Slot s = threadIdx.x;
  if (int i = s.at + 1) {
    out[i - 1] = threadIdx.x;
  }
}

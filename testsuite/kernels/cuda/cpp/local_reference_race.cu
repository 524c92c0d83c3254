//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[0\]
//
// The twin of local_references.cu: the reference names one cell for every thread.

__global__ void k(int *out) {
  int &m = out[0];
  m = threadIdx.x;
}

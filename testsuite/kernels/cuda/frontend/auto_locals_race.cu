//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out\[

// Twin of auto_locals.cu: the reference `r` deduced by `auto &` is bound to q[t / 2], a cell
// two threads share.
__global__ void k(int *out) {
  int t = threadIdx.x;
  auto *q = out + blockIdx.x * 64;
  auto &r = q[t / 2];
  r = t;
}

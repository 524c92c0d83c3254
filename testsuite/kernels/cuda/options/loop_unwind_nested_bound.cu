//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --loop-unwind=3
//possible write-write race on s\[
//
// Nested loops of 2 and 3 iterations, both within the bound 3: the race after them must be
// found (on either back end, however it counts unrolled iterations).

__global__ void k(int *a) {
  __shared__ int s[64];
  int t = threadIdx.x;
  for (int i = 0; i < 2; i++) {
    for (int j = 0; j < 3; j++) {
      a[t] += j;
    }
  }
  s[t / 2] = t;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --loop-unwind=2
//possible write-write race on s\[
//
// Executions of at most N iterations include those of exactly N: the loop runs twice, and
// the race after it must be found with --loop-unwind=2.

__global__ void k(int *a) {
  __shared__ int s[32];
  int t = threadIdx.x;
  for (int i = 0; i < 2; i++) {
    a[t] += i;
  }
  s[t / 2] = t;
}

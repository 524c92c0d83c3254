//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --unroll=16
//possible write-write race on out\[

// `while (i++ <= 4)` runs the body for i = 1..5: thread t's last element 4t+5 is the first
// of thread t+1.
__global__ void fill(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int i = 0;
  while (i++ <= 4)
    out[t * 4 + i] = i;
}

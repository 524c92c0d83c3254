//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --unroll=0
//possible write-write race on out\[0\]

// With --unroll=0 no loop is unrolled, not even in a second attempt: without an invariant
// saying which thread keeps 'mine', the race cannot be ruled out.
__global__ void last_step(int *out, int steps) {
  __requires(steps == 3);
  bool mine = false;
  for (int i = 0; i < steps; i++) {
    mine = (threadIdx.x == i);
    __syncthreads();
    if (i == steps - 1) break;
    __syncthreads();
  }
  if (mine) out[0] = threadIdx.x;
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --unroll=0
//possible write-write race on out\[0\]

// The twin of break_in_last_step_unroll_off.cu: threads 0 to steps - 1 all keep 'mine' set
// and write the result.
__global__ void last_step(int *out, int steps) {
  __requires(steps == 3);
  bool mine = false;
  for (int i = 0; i < steps; i++) {
    mine = (threadIdx.x <= i);
    __syncthreads();
    if (i == steps - 1) break;
    __syncthreads();
  }
  if (mine) out[0] = threadIdx.x;
}

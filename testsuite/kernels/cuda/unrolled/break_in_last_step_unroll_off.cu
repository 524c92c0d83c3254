//pass
//--blockDim=64 --gridDim=1 --unroll=0

// With --unroll=0 no loop is unrolled, not even in a second attempt. The loop never fails its
// guard (candidate `i < steps`, rule guardHoldsAtHead), so it is left only through the break,
// where 'mine' is the last step's: only thread steps - 1 writes.
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

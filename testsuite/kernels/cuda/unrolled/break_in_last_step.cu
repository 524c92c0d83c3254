//pass
//--blockDim=64 --gridDim=1

// The loop always leaves through the break in its last step, so 'mine' holds the value of
// step steps - 1: only thread steps - 1 writes the result. No loop invariant says so; with
// the trip count fixed by the precondition, the loop is checked unrolled.
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

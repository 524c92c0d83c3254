//xfail:NOT_ALL_VERIFIED
//--backend=smt2 --assume-no-overflow --blockDim=96 --gridDim=3
//possible (read-write|write-read|write-write) race on v\[287\]
//
// The twin of grid_stride_odd_grid_no_overflow.cu: the stride is one short of the thread
// count, so thread 0's second element (287) is the first element of the last thread. The
// race is in the loop's second iteration: executions of a few iterations show it at once,
// where the proof attempt runs out of time.

__global__ void clamp(int n, float lo, float *v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x - 1)
    v[i] = v[i] < lo ? lo : v[i];
}

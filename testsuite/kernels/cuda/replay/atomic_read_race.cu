//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//possible .*race on count\[
//note: confirmed by execution

// The counter is read plainly while other threads still increment it atomically.
__global__ void tally(int *count, int *seen) {
  atomicAdd(&count[0], 1);
  seen[blockIdx.x * blockDim.x + threadIdx.x] = count[0];
}

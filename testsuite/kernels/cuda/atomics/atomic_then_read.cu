//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//race on count\[0\]

// Reading the counter right after incrementing it races with other threads' increments.
__global__ void count_and_peek(int *count, int *snapshot) {
  atomicAdd(&count[0], 1);
  snapshot[blockIdx.x * blockDim.x + threadIdx.x] = count[0];
}

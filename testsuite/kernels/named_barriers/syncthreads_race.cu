//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//error: possible read-write race on buf\[

// Without the final __syncthreads() the reads of the last line meet the consumers' writes.
__global__ void syncthreads_race(int *out) {
  __shared__ int buf[128];
  unsigned warp = threadIdx.x / 32;
  buf[threadIdx.x] = 0;
  __syncthreads();
  if (warp < 2) {
    buf[threadIdx.x + 64] = threadIdx.x;
    asm volatile("bar.arrive 1, 128;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 128;" ::: "memory");
    buf[threadIdx.x - 64] = buf[threadIdx.x] + 1;
  }
  out[threadIdx.x] = buf[127 - threadIdx.x];
}

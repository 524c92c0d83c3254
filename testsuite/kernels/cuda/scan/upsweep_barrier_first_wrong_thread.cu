//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//possible write-write race on t\[255\]

// Thread 1 clears the root, which thread 0 wrote in the last step with no barrier between.
__global__ void upsweep(float *g) {
  __shared__ float t[256];
  int thid = threadIdx.x;
  t[thid] = g[thid];
  t[thid + 128] = g[thid + 128];
  int offset = 1;
  for (int d = 128; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      t[bi] += t[ai];
    }
    offset *= 2;
  }
  if (thid == 1) t[255] = 0;
}

//pass
//--blockDim=128 --gridDim=1

// The up-sweep of a work-efficient scan with the barrier opening each step; after the last
// step only thread 0 has touched the array since a barrier, so thread 0 clears the root.
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
  if (thid == 0) t[255] = 0;
}

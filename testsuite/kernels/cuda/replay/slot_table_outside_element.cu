//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on slot\[([0-9]|[1-5][0-9]|6[0-3])\]:
//note: confirmed by execution

// Thread 0 fills a table of slots after which every thread writes its slot, but the table
// sends two threads to each slot. The table is shared memory, so the verifier sees arbitrary
// slots after the barrier; the element reported must still be one of the array's.
__global__ void scatter(float *out) {
  __shared__ int table[64];
  __shared__ float slot[64];
  if (threadIdx.x == 0)
    for (int i = 0; i < 64; i++)
      table[i] = i / 2;
  __syncthreads();
  slot[table[threadIdx.x]] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = slot[threadIdx.x];
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[2,2]
//possible write-write race on rowsum\[

// Every thread of a row (not only x == 0) stores into the row's slot.
__global__ void row_sums(const int *m, int *rowsum) {
  __shared__ int tile[16][16];
  tile[threadIdx.y][threadIdx.x] = m[(blockIdx.y * 16 + threadIdx.y) * 32 + blockIdx.x * 16 + threadIdx.x];
  __syncthreads();
  rowsum[(blockIdx.y * 16 + threadIdx.y) * 2 + blockIdx.x] = tile[threadIdx.y][threadIdx.x];
}

//pass
//--blockDim=[32,32] --gridDim=[4,4] --check-bank-conflicts
//- no shared-memory bank conflicts \(32 banks\)

// The same transpose with one column of padding: a column's words fall in 32 banks.
__global__ void transpose(const float *in, float *out, int n) {
  __requires(n == 128);
  __shared__ float tile[32][33];
  tile[threadIdx.y][threadIdx.x] = in[(blockIdx.y * 32 + threadIdx.y) * n + blockIdx.x * 32 + threadIdx.x];
  __syncthreads();
  out[(blockIdx.x * 32 + threadIdx.y) * n + blockIdx.y * 32 + threadIdx.x] =
    tile[threadIdx.x][threadIdx.y];
}

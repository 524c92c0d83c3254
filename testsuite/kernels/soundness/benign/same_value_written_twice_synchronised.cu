//pass
//--blockDim=3 --gridDim=1

// As same_value_written_twice_read.cu, with a barrier between the writes and the read.
__global__ void k(int *A) {
  __shared__ int L[3];
  int lid = threadIdx.x;
  L[lid] = lid;
  L[lid] = lid;
  __syncthreads();
  A[lid] = L[2 - lid];
}

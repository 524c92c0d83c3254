//pass
//
//no launch sizes given
//for every launch size with fewer than 2\^32 threads in each dimension
//
// Without launch sizes every size is symbolic; each thread writes its own element.

__global__ void k(float *A, float *B) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  A[i] = B[i] * 2.0f + threadIdx.x;
}

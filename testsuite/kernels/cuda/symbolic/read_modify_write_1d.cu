//pass
//
//Verified
//with one thread and one group in dimensions y and z, which the kernel does not use

// A one-dimensional kernel is verified for every one-dimensional launch.
__global__ void k(int *A) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = A[i] + 1;
}

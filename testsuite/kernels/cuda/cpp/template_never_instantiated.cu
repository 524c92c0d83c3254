//pass
//
//kernel template 'k' is never instantiated: verifying it for every instantiation

// No explicit instantiation: verified for every element type and every N.
template <typename T, int N>
__global__ void k(T *A) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = A[i] * (T)N + (T)1;
}

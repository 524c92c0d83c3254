//xfail:NOT_ALL_VERIFIED
//
//possible read-write race on A\[
//found in a launch of 2x1x1 groups of 4x1x1 threads

// Each thread reads its right neighbour's element, which that neighbour writes. Found in a
// small launch in seconds, where every launch size takes the prover minutes.
__global__ void k(int *A) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = A[i + 1];
}

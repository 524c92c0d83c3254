//xfail:NOT_ALL_VERIFIED
//--backend=smt2 --assume-no-overflow --blockDim=96 --gridDim=3
//possible (read-write|write-read|write-write) race on v
//
// The twin of grid_stride_odd_grid_no_overflow.cu: the loop strides by two blocks only, so
// thread 0's second element (192) is the first element of thread 0 of block 2.

__global__ void clamp(int n, float lo, float *v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += 2 * blockDim.x)
    v[i] = v[i] < lo ? lo : v[i];
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[32,32]
//possible write-write race on C\[

// Without a precondition the width may be smaller than the grid (width = 1, say), and
// different threads (in different rows, so with different scale factors) then compute the
// same output index.
__global__ void scale_rows(const float *A, const float *rowscale, float *C, int width) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  C[row * width + col] = A[row * width + col] * rowscale[row];
}

//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//error: possible write-write race on out\[

// As grid_stride_row_column_recombined.cu, but the column is halved: neighbouring threads
// write the same element.

__global__ void scale(float *out, const float *in, int rows, int cols) {
  __requires(rows == 50);
  __requires(cols == 100);
  int stride = gridDim.x * blockDim.x;
  for (int idx = blockIdx.x * blockDim.x + threadIdx.x; idx < rows * cols; idx += stride) {
    int r = idx / cols, c = idx % cols;
    out[r * cols + c / 2] = in[c * rows + r] * 2.0f;
  }
}

//pass
//--blockDim=128 --gridDim=8

// A grid-stride loop over a 50x100 matrix that splits its flat index into a row and a
// column and writes at row * 100 + column: the offset is the index again, congruent to the
// thread's global id modulo the grid's 1024 threads.

__global__ void scale(float *out, const float *in, int rows, int cols) {
  __requires(rows == 50);
  __requires(cols == 100);
  int stride = gridDim.x * blockDim.x;
  for (int idx = blockIdx.x * blockDim.x + threadIdx.x; idx < rows * cols; idx += stride) {
    int r = idx / cols, c = idx % cols;
    out[r * cols + c] = in[c * rows + r] * 2.0f;
  }
}

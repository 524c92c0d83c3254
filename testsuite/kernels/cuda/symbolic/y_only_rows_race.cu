//xfail:NOT_ALL_VERIFIED
//
//possible (write-read|read-write|write-write) race on out
//
// The twin of y_only_rows.cu: the threads of one row (which differ only in x, a dimension
// the kernel never mentions but may be launched in) all increment the row's element without
// an atomic.

__global__ void k(const int *in, int *out) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  out[row] = out[row] + in[row];
}

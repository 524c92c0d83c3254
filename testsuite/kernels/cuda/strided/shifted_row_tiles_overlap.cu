//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,4] --gridDim=[4,16] --no-benign-tolerance
//possible write-write race on B\[
//
// The twin of shifted_row_tiles.cu whose tile loop runs one row too far, into the first row
// of the next block's tile.

__global__ void shift_rows(float *B) {
  int c0 = 8 * blockIdx.y, c1 = 32 * blockIdx.x;
  for (int c2 = threadIdx.y; c2 <= 8; c2 += 4)
    B[(c0 + c2 + 1) * 128 + c1 + threadIdx.x] = threadIdx.x + c2;
}

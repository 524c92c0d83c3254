//pass
//--blockDim=[32,4] --gridDim=[4,16] --no-benign-tolerance
//
// A generated tile loop writing rows shifted by one: block (x, y) owns rows 8y+1 .. 8y+8 and
// columns 32x .. 32x+31; each thread walks the rows of its tile four apart.

__global__ void shift_rows(float *B) {
  int c0 = 8 * blockIdx.y, c1 = 32 * blockIdx.x;
  for (int c2 = threadIdx.y; c2 <= 7; c2 += 4)
    B[(c0 + c2 + 1) * 128 + c1 + threadIdx.x] = threadIdx.x + c2;
}

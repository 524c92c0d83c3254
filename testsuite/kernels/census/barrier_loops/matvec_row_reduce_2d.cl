//pass
//--local_size=[64,4] --num_groups=[1,256]

#define LX 64

// y = A x with four rows per group: the 64 items of a row stride over the columns, then
// reduce their partial sums in a 2-D local array.
__kernel void matvec(__global const float *A, __global const float *x, __global float *y, unsigned cols) {
  __local float part[4][LX];
  unsigned lx = get_local_id(0), ly = get_local_id(1);
  unsigned row = get_global_id(1);
  float acc = 0.0f;
  for (unsigned c = lx; c < cols; c += LX)
    acc += A[row * cols + c] * x[c];
  part[ly][lx] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = LX / 2; s > 0; s >>= 1) {
    if (lx < s)
      part[ly][lx] += part[ly][lx + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lx == 0)
    y[row] = part[ly][0];
}

//pass
//--local_size=[8,8] --num_groups=[4,4]

// Tiled matrix product with 8x8 local tiles: each item loads one element of each tile per
// step and then reads a row of one tile and a column of the other (candidates:
// accessedOffsetsSatisfyPredicates, accessBreak, noread, nowrite).
#define T 8
__kernel void matmul(__global const float *A, __global const float *B, __global float *C, unsigned n) {
  __local float As[T][T];
  __local float Bs[T][T];
  unsigned lx = get_local_id(0), ly = get_local_id(1);
  unsigned row = get_global_id(1), col = get_global_id(0);
  float sum = 0.0f;
  for (unsigned t = 0; t < n / T; t++) {
    As[ly][lx] = A[row * n + t * T + lx];
    Bs[ly][lx] = B[(t * T + ly) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (unsigned k = 0; k < T; k++)
      sum += As[ly][k] * Bs[k][lx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * 32 + col] = sum;
}

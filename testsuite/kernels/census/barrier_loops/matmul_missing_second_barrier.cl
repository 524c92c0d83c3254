//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[16,16]
//race on (Asub|Bsub)\[

#define TS 16

// The barrier after the inner product is missing: the next tile overwrites Asub/Bsub while
// other items still read the current one.
__kernel void matmul(__global const float *A, __global const float *B, __global float *C, int n) {
  __requires(n == 256);
  __local float Asub[TS][TS];
  __local float Bsub[TS][TS];
  int lr = get_local_id(1), lc = get_local_id(0);
  int row = get_global_id(1), col = get_global_id(0);
  float acc = 0.0f;
  for (int t = 0; __invariant(t <= n / TS), t < n / TS; t++) {
    Asub[lr][lc] = A[row * n + t * TS + lc];
    Bsub[lr][lc] = B[(t * TS + lr) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; k++)
      acc += Asub[lr][k] * Bsub[k][lc];
  }
  C[row * n + col] = acc;
}

//pass
//--local_size=64 --num_groups=4

// Pointers compared with NULL: a buffer parameter is never null; a local pointer may be.
__kernel void nul(__global int *A, __global int *B, int n) {
  int i = get_global_id(0);
  __global int *p = 0;
  if (n > 0)
    p = A;
  if (p != NULL)
    p[i] = 1;
  if (B)
    B[i] = 2;
  if (p == 0)
    B[i] = 3;
}

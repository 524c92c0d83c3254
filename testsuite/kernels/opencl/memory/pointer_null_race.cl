//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on B\[0\]

// When the local pointer stays null every thread writes B[0].
__kernel void nul(__global int *A, __global int *B, int n) {
  __global int *p = NULL;
  if (n > 0)
    p = A;
  if (!p)
    B[0] = get_global_id(0);
}

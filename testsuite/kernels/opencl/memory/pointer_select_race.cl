//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on B\[0\]

// Even threads write A[0], odd threads write B[0]: two odd threads race on B.
__kernel void sel(__global int *A, __global int *B) {
  int i = get_global_id(0);
  __global int *q = (i % 2 == 0) ? A : B;
  q[0] = i;
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on A\[0\]

/* Items write products of their own elements to one element: the values may differ. */
__kernel void k(__global int *A, __global const int *a, __global const int *b) {
  size_t i = get_global_id(0);
  A[0] = a[i] * b[i];
}

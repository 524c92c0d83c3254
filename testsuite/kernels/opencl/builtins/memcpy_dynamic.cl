//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A

// A copy of a length known only at run time: each work item copies n cells from offset lid.
__kernel void k(__local int *A, __global int *B, unsigned n) {
  __requires(n > 1 && n < 100);
  memcpy(A + get_local_id(0), B, n * sizeof(int));
}

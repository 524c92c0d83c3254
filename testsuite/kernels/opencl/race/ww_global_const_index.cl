//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on A\[0\]

__kernel void foo(__global int *A) {
  A[0] = get_local_id(0);
}

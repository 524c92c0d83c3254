//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on A\[

// Two neighbouring work items map to the same element and store different values.
__kernel void pack(__global int *A, __global const int *in) {
  size_t gid = get_global_id(0);
  A[gid / 2] = in[gid];
}

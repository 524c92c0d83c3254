//pass
//--local_size=128 --num_groups=32

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// Per-group partial dot products in double precision.
__kernel void dot(__global const double *a, __global const double *b, __global double *partial) {
  __local double buf[128];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  buf[lid] = a[gid] * b[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      buf[lid] += buf[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = buf[0];
}

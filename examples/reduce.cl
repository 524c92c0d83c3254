// Sum reduction: every work group adds up its get_local_size(0) elements (a power of two, at
// most 256) in local memory and work item 0 stores the group's sum.
//
//   kcc --local_size=64 --num_groups=16 examples/reduce.cl
__kernel void reduce(__global const int *in, __global int *partial) {
  __local int sdata[256];
  unsigned tid = get_local_id(0);
  sdata[tid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    partial[get_group_id(0)] = sdata[0];
}

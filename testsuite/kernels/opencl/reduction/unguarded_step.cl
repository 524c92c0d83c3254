//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible read-write race on sdata\[

// The `if (tid < s)` guard is missing: every work item writes, and item tid+s overwrites the
// element that item tid is reading in the same step.
__kernel void reduce_sum(__global const int *in, __global int *out) {
  __local int sdata[128];
  unsigned tid = get_local_id(0);
  sdata[tid] = in[get_global_id(0)];
  sdata[tid + 64] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = 32; s > 0; s >>= 1) {
    sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}

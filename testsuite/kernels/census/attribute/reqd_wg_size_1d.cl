//pass
//--local_size=256 --num_groups=64

// The kernel declares the work-group size it was written for.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void block_max(__global const int *in, __global int *out) {
  __local int m[256];
  unsigned lid = get_local_id(0);
  m[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (lid < s)
      m[lid] = max(m[lid], m[lid + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = m[0];
}

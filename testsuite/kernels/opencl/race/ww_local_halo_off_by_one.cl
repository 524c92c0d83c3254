//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible write-write race on tile\[63\]

// 1-D stencil with a halo: the right halo cell should be tile[65], but the last work item
// overwrites tile[63], which work item 62 also writes.
__kernel void stencil3(__global const float *in, __global float *out) {
  __local float tile[66];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  tile[lid + 1] = in[gid];
  if (lid == 0)
    tile[0] = in[gid - 1];
  if (lid == 63)
    tile[63] = in[gid + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = (tile[lid] + tile[lid + 1] + tile[lid + 2]) / 3.0f;
}

//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=64
//possible write-write race on tile\[

#define LS 256
#define R 4

// The right halo is stored at lid + LS instead of lid + LS + R, on top of cells that other
// items fill with their own element.
__kernel void stencil(__global const float *in, __global float *out, __constant float *w) {
  __local float tile[LS + 2 * R];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int n = get_global_size(0);
  tile[lid + R] = in[gid];
  if (lid < R) {
    tile[lid] = gid - R >= 0 ? in[gid - R] : 0.0f;
    tile[lid + LS] = gid + LS < n ? in[gid + LS] : 0.0f;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float acc = 0.0f;
  for (int k = 0; k <= 2 * R; k++)
    acc += w[k] * tile[lid + k];
  out[gid] = acc;
}

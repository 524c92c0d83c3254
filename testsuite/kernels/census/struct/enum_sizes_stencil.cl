//pass
//--local_size=64 --num_groups=64

enum { TILE = 64, HALO = 1 };

// Three-point stencil with sizes from an anonymous enum.
__kernel void stencil3(__global const float *in, __global float *out) {
  __local float t[TILE + 2 * HALO];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  t[lid + HALO] = in[gid];
  if (lid == 0)
    t[0] = gid > 0 ? in[gid - 1] : 0.0f;
  if (lid == TILE - 1)
    t[TILE + HALO] = in[gid + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = t[lid] + t[lid + HALO] + t[lid + 2 * HALO];
}

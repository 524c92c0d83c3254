//pass
//--local_size=128 --num_groups=8

// Max-reduction over floats with a guarded load.
__kernel void reduce_max(__global const float *in, __global float *out, unsigned n) {
  __local float smax[128];
  unsigned lid = get_local_id(0);
  unsigned gid = get_global_id(0);
  smax[lid] = gid < n ? in[gid] : -1.0e30f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = 64; s > 0; s = s / 2) {
    if (lid < s) {
      float other = smax[lid + s];
      if (other > smax[lid])
        smax[lid] = other;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = smax[0];
}

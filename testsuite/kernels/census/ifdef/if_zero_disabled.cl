//pass
//--local_size=64 --num_groups=32

// An old racy variant kept in an `#if 0` block is not compiled.
__kernel void neighbour_avg(__global const float *in, __global float *out) {
  __local float t[64];
  unsigned lid = get_local_id(0);
  t[lid] = in[get_global_id(0)];
#if 0
  t[(lid + 1) % 64] = t[lid] * 2.0f;   /* racy experiment */
#endif
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = 0.5f * (t[lid] + t[(lid + 1) % 64]);
}

//pass
//--local_size=64 --num_groups=128 -DUNROLL_REDUCTION

// Unrolled or looped final reduction, chosen by a -D flag.
__kernel void reduce(__global const float *in, __global float *out) {
  __local float buf[64];
  unsigned lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
#ifdef UNROLL_REDUCTION
  if (lid < 32) buf[lid] += buf[lid + 32];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 16) buf[lid] += buf[lid + 16];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 8) buf[lid] += buf[lid + 8];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 4) buf[lid] += buf[lid + 4];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 2) buf[lid] += buf[lid + 2];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 1) buf[lid] += buf[lid + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
#else
  for (unsigned s = 32; s > 0; s >>= 1) {
    if (lid < s) buf[lid] += buf[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#endif
  if (lid == 0)
    out[get_group_id(0)] = buf[0];
}

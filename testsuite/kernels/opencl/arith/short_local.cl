//pass
//--local_size=64 --num_groups=4

__kernel void halves(__global const int *in, __global int *out) {
  __local short S[64];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  S[lid] = (short)(in[gid] >> 16);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = S[63 - lid] + S[lid];
}

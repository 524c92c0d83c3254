//pass
//--local_size=64 --num_groups=16

__kernel void reduce_sum(__global const int *in, __global int *out) {
  __local int sdata[64];
  unsigned tid = get_local_id(0);
  sdata[tid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}

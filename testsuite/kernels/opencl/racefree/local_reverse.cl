//pass
//--local_size=64 --num_groups=16

// Reverse each block of 64 elements through local memory.
__kernel void reverse_blocks(__global int *d) {
  __local int s[64];
  size_t t = get_local_id(0);
  size_t g = get_global_id(0);
  s[t] = d[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  d[g] = s[63 - t];
}

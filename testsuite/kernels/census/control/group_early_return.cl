//pass
//--local_size=64 --num_groups=128

// Groups beyond the active count return immediately; the rest reverse their block.
__kernel void reverse_active(__global int *data, unsigned active_groups) {
  __local int s[64];
  if (get_group_id(0) >= active_groups)
    return;
  size_t l = get_local_id(0);
  s[l] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  data[get_global_id(0)] = s[63 - l];
}

//pass
//--local_size=64 --num_groups=128

// The helper works on a two-element window; callers pass an offset pointer into local memory.
void sort_window(__local int *w) {
  int a = w[0], b = w[1];
  w[0] = min(a, b);
  w[1] = max(a, b);
}

__kernel void pair_sort(__global int *data) {
  __local int s[128];
  size_t lid = get_local_id(0);
  size_t base = get_group_id(0) * 128;
  s[lid] = data[base + lid];
  s[lid + 64] = data[base + lid + 64];
  barrier(CLK_LOCAL_MEM_FENCE);
  sort_window(s + 2 * lid);
  barrier(CLK_LOCAL_MEM_FENCE);
  data[base + lid] = s[lid];
  data[base + lid + 64] = s[lid + 64];
}

//pass
//--local_size=256 --num_groups=32 --unroll=0

// Each work-group reduces its slice of a global buffer in place; the barrier fences global
// memory, so a group's own accesses are ordered and other groups stay in their slices.
__kernel void reduce(__global int *a) {
  int l = get_local_id(0);
  int base = get_group_id(0) * get_local_size(0);
  for (int s = get_local_size(0) / 2; s > 0; s /= 2) {
    if (l < s)
      a[base + l] += a[base + l + s];
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on out\[

// Item 0 of each group returns early, but the remaining items all store to the group's slot.
__kernel void group_value(__global const int *in, __global int *out) {
  if (get_local_id(0) == 0)
    return;
  out[get_group_id(0)] = in[get_global_id(0)];
}

//pass
//--local_size=64 --global_size=128
//
// Sub-group queries are accepted; which work-items share a sub-group is the device's
// choice, so kcc reads them as any value. Stored as data they race with nothing.

__kernel void record(__global uint *out) {
  size_t i = get_global_id(0);
  out[2 * i] = get_sub_group_id();
  out[2 * i + 1] = get_sub_group_local_id() + get_num_sub_groups() * get_sub_group_size();
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --global_size=64
//possible write-write race on a\[
//
// An index built from sub-group queries: kcc does not know the device's sub-group size,
// so two work-items may write one element (as they do with sub-groups of 32).

__kernel void scatter(__global int *a) {
  a[get_sub_group_id() * 64 + get_sub_group_local_id()] = get_local_id(0);
}

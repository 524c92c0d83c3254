//xfail:NOT_ALL_VERIFIED
//--local_size=* --global_size=1024
//possible write-write race on out
//
// The twin of free_local_size_divides_global.cl: items of different groups share an element.

__kernel void k(__global int *out) {
  out[get_local_id(0)] = get_group_id(0);
}

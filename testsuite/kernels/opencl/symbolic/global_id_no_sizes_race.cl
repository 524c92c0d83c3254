//xfail:NOT_ALL_VERIFIED
//
//possible write-write race on out
//
// The twin of global_id_no_sizes.cl: the index is shifted by one.

__kernel void k(__global int *out) {
  out[get_global_id(0) / 2] = get_local_id(0);
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//possible write-write race on out\[
//
// The twin of ensures_pointer_result.cl: both groups write the same 64 elements.

__global int *row(__global int *p, int n) {
  __ensures(__return_val_ptr() == p + n);
  return p + n;
}

__kernel void k(__global int *out) {
  __global int *r = row(out, get_local_id(0));
  r[0] = get_group_id(0);
}

//pass
//--local_size=64 --num_groups=2 --no-inline
//
// The caller knows the returned pointer only from the postcondition over __return_val_ptr().

__global int *row(__global int *p, int n) {
  __ensures(__return_val_ptr() == p + n);
  return p + n;
}

__kernel void k(__global int *out) {
  __global int *r = row(out, get_local_id(0));
  r[64 * get_group_id(0)] = 1;
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//ensures_pointer_result_wrong.cl:9:3: error: postcondition might not hold on all return paths
//
// The twin of ensures_pointer_result.cl: the function returns a pointer one element further
// than its postcondition says.

__global int *row(__global int *p, int n) {
  __ensures(__return_val_ptr() == p + n);
  return p + n + 1;
}

__kernel void k(__global int *out) {
  __global int *r = row(out, get_local_id(0));
  r[64 * get_group_id(0)] = 1;
}

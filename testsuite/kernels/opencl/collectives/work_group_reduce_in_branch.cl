//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//'work_group_reduce_add' may be reached by non-uniform control flow \(a work-item of the work group does not reach it\)
//
// The twin of work_group_reduce_uniform.cl that reduces only in the first half of each
// group: the other work-items never reach the collective.

__kernel void totals(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int sum = 0;
  if (get_local_id(0) < 32)
    sum = work_group_reduce_add(in[g]);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = sum;
}

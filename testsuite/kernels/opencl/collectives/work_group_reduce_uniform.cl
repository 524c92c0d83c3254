//pass
//--local_size=64 --num_groups=4
//
// A work-group reduction reached by every work-item, and a sub-group broadcast in code
// all work-items run.

__kernel void totals(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int sum = work_group_reduce_add(in[g]);
  int first = sub_group_broadcast(in[g], 0);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = sum + first;
}

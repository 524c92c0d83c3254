//pass
//--local_size=64 --num_groups=16

__kernel void check_ids(__global int *A) {
  __assert(get_local_id(0) < get_local_size(0));
  __assert(get_group_id(0) < get_num_groups(0));
  __assert(get_global_id(0) == get_group_id(0) * get_local_size(0) + get_local_id(0));
  A[get_global_id(0)] = 0;
}

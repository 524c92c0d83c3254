//pass
//--local_size=64 --num_groups=4

// Two distinct work items never share a global id; items of one group share the group id.
__kernel void ids(__global int *A) {
  __assert(__distinct_int(get_global_id(0)));
  __assert(__implies(__same_group, get_group_id(0) == __other_int(get_group_id(0))));
  A[get_global_id(0)] = 1;
}

//pass
//--local_size=[4,4] --num_groups=[2,3] --global_offset=[5,7]

/* The work-item functions in two dimensions with a global offset: each work-item records
   what it sees in its own row (see the native check). */
__kernel void k(__global int *out) {
  size_t gx = get_global_id(0) - get_global_offset(0);
  size_t gy = get_global_id(1) - get_global_offset(1);
  __global int *o = out + (gy * get_global_size(0) + gx) * 12;
  o[0] = (int)get_global_id(0);
  o[1] = (int)get_global_id(1);
  o[2] = (int)get_local_id(0);
  o[3] = (int)get_local_id(1);
  o[4] = (int)get_group_id(0);
  o[5] = (int)get_group_id(1);
  o[6] = (int)get_num_groups(0) * 10 + (int)get_num_groups(1);
  o[7] = (int)get_local_size(0) * 10 + (int)get_local_size(1);
  o[8] = (int)get_global_size(0) * 100 + (int)get_global_size(1);
  o[9] = (int)get_work_dim();
  o[10] = (int)get_global_offset(0) * 10 + (int)get_global_offset(1);
  o[11] = (int)(get_local_size(2) + get_global_id(2) + get_group_id(2));
}

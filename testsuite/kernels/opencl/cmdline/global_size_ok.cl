//pass
//--local_size=64 --global_size=1024

// --global_size is an alternative to --num_groups (here: 16 groups).
__kernel void k(__global int *A) {
  __assert(get_num_groups(0) == 16);
  A[get_global_id(0)] = 0;
}

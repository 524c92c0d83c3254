//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold

// Local ids differ between the two threads of a group.
__kernel void k(__global int *A) {
  __assert(__uniform_int(get_local_id(0)));
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//this assertion might not hold

// A __global_assert is checked whether or not the thread is enabled: threads that skip the
// branch check it too.
__kernel void k(__global int *A) {
  if (get_local_id(0) == 0) {
    __global_assert(get_local_id(0) == 0);
  }
}

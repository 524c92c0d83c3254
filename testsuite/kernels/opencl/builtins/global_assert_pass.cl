//pass
//--local_size=64 --num_groups=1

// The same assertion guarded by enabledness holds.
__kernel void k(__global int *A) {
  if (get_local_id(0) == 0) {
    __assert(get_local_id(0) == 0);
    __global_assert(__implies(__enabled(), get_local_id(0) == 0));
  }
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion might not hold

// Thread 63 has six bits set.
__kernel void k(__global int *sums) {
  uint t = get_local_id(0);
  __assert(popcount(t) < 6u);
  sums[get_global_id(0)] = (int)popcount(t);
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//dominator_enabled_fail.cl:10:7: error: this assertion might not hold

// Work item 5 is enabled in the outer branch, which dominates the inner one, but not in the
// inner branch: the dominator's enabledness is not the current one.
__kernel void k(__global int *A) {
  if (get_local_id(0) < 8) {
    if (get_local_id(0) < 4) {
      __global_assert(__implies(__dominator_enabled(), get_local_id(0) < 4));
      A[get_global_id(0)] = 1;
    }
  }
}

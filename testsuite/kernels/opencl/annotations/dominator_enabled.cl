//pass
//--local_size=64 --num_groups=2

// Inside the inner branch, the dominator's enabledness is that of the outer branch.
__kernel void k(__global int *A) {
  if (get_local_id(0) < 8) {
    if (get_local_id(0) < 4) {
      __global_assert(__implies(__dominator_enabled(), get_local_id(0) < 8));
      A[get_global_id(0)] = 1;
    }
  }
}

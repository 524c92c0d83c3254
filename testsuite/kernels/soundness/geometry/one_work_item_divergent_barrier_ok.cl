//pass
//--local_size=1 --num_groups=1

// A barrier under a condition on the work-item's id: with a single work-item nobody waits
// for another, and no other work-item can race.
__kernel void k(__global int *A) {
  if (get_local_id(0) == 0) {
    A[0] = 1;
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
  A[0] = A[0] + 1;
}

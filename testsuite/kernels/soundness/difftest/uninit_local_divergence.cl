//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=1
//barrier may be reached by non-uniform control flow

// Found by difftest (mutation uninit-divergence). An uninitialised local may differ between
// items, so only some of them may reach the barrier.
__kernel void k(__global int *A) {
  int u;
  if (u > 0) {
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}

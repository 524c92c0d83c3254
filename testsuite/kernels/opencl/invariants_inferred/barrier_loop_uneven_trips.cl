//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//barrier may be reached by non-uniform control flow

// Like a thread-offset loop, but the bound grows twice as fast as the start: item i runs
// i + 8 iterations, so the barrier in the body is reached a different number of times.
__kernel void uneven(__global int *A) {
  __local int L[32];
  unsigned lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
  for (unsigned i = lid; i < 2 * lid + 8; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
    L[lid] = L[lid] + 1;
  }
  A[get_global_id(0)] = L[lid];
}

//pass
//--local_size=64 --num_groups=1

// A binary invariant relates the values written by two threads.
__kernel void k(__local int *A, __global int *B) {
  unsigned lid = get_local_id(0);
  A[lid] = 2 * lid;
  __barrier_invariant_binary_1(__implies(lid < __other_int(lid), A[lid] < __other_int(A[lid])), lid, (lid + 1) % 64);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 63) {
    __assert(A[lid] < A[lid + 1]);
  }
}

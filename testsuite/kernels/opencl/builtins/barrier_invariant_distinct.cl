//pass
//--local_size=128 --num_groups=8

// Distinct values stay distinct when every work item increments its own cell; the binary
// invariant carries the fact across each barrier.
__kernel void k() {
  __local int A[128];
  unsigned lid = get_local_id(0);
  A[lid] = lid;
  __barrier_invariant_binary_1(A[lid] != A[__other_int(lid)], lid, __other_int(lid));
  barrier(CLK_LOCAL_MEM_FENCE);
  A[lid] = A[lid] + 1;
  __barrier_invariant_binary_1(A[lid] != A[__other_int(lid)], lid, __other_int(lid));
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(__implies(__same_group, A[lid] != A[__other_int(lid)]));
}

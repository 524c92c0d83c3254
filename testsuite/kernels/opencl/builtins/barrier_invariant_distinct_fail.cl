//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//this barrier invariant might not hold

// Halving makes neighbouring values equal: the invariant fails at the second barrier.
__kernel void k() {
  __local int A[128];
  unsigned lid = get_local_id(0);
  A[lid] = lid;
  __barrier_invariant_binary_1(A[lid] != A[__other_int(lid)], lid, __other_int(lid));
  barrier(CLK_LOCAL_MEM_FENCE);
  A[lid] = A[lid] / 2;
  __barrier_invariant_binary_1(A[lid] != A[__other_int(lid)], lid, __other_int(lid));
  barrier(CLK_LOCAL_MEM_FENCE);
}

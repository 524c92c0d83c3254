//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//this barrier invariant might not hold

__kernel void k(__local int *A) {
  A[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(A[get_local_id(0)] == 0, get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
}

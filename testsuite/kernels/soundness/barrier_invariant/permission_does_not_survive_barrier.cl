//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//insufficient permission may be held for evaluation of this barrier invariant

__kernel void k(__global int *out) {
  __local int L[64];
  L[get_local_id(0)] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  __barrier_invariant_1(L[get_local_id(0)] == get_local_id(0), get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
}

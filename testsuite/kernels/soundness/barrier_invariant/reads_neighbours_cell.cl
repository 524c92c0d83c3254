//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//reads_neighbours_cell.cl:9:3: error: insufficient permission may be held for evaluation of this barrier invariant

// The invariant reads a cell that another thread wrote.
__kernel void k(__global int *out) {
  __local int L[64];
  L[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(L[(get_local_id(0) + 1) % 64] == (get_local_id(0) + 1) % 64, get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[63 - get_local_id(0)];
}

//pass
//--local_size=64 --num_groups=2 --check-array-bounds
//no out-of-bounds array accesses

__kernel void k(__global int *out) {
  __local int L[64];
  L[get_local_id(0)] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[63 - get_local_id(0)];
}

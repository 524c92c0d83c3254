//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible read-write race on L\[

// Shift left by one inside local memory, but without a barrier between the read and the write.
__kernel void shift_left(__global int *data) {
  __local int L[65];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  L[lid] = data[gid];
  if (lid == 0)
    L[64] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = L[lid + 1];
  L[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  data[gid] = L[lid];
}

//pass
//--local_size=64 --num_groups=4

// Two rounds of neighbour exchange, each separated by barriers.
__kernel void exchange(__global int *A) {
  __local int L[64];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  L[lid] = A[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  int left = L[(lid + 63) % 64];
  barrier(CLK_LOCAL_MEM_FENCE);
  L[lid] = left + L[lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  A[gid] = L[(lid + 1) % 64];
}

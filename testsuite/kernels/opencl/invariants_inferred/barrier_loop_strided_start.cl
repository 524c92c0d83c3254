//pass
//--local_size=32 --num_groups=8

// The counter starts at twice the local id and steps by 2: every item runs 16 iterations, so
// the barriers in the body are reached uniformly (guardMinusInitialIsUniform).
__kernel void shift_window(__global int *A) {
  __local int L[32];
  unsigned lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 2 * lid; i < 2 * lid + 32; i += 2) {
    int v = L[(lid + 31) % 32];
    barrier(CLK_LOCAL_MEM_FENCE);
    L[lid] = v + i;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[get_global_id(0)] = L[lid];
}

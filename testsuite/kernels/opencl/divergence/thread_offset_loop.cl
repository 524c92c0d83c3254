//pass
//--local_size=64 --num_groups=4

// The loop counter starts at a thread-dependent value, but every item runs exactly 8
// iterations, so the barriers inside are reached uniformly.
__kernel void rotate8(__global int *A) {
  __local int L[64];
  unsigned lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned i = lid; i < lid + 8; i++) {
    int v = L[(lid + 1) % 64];
    barrier(CLK_LOCAL_MEM_FENCE);
    L[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[get_global_id(0)] = L[lid];
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//barrier may be reached by non-uniform control flow

// The loop condition reads a per-item value, so items leave the loop at different times.
__kernel void countdown(__global int *A) {
  __local int L[64];
  size_t lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = L[lid];
  while (v > 0) {
    v = v - 1;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[get_global_id(0)] = v;
}

//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//barrier may be reached by non-uniform control flow

// Work item i iterates i times: the barrier inside the loop is reached a different number of
// times by different work items.
__kernel void triangle(__global float *A) {
  __local float L[32];
  int lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
  for (int i = 0; i < lid; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[get_global_id(0)] = L[lid];
}

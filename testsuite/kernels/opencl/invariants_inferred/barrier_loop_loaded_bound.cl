//pass
//--local_size=64 --num_groups=4

// The trip count is loaded from memory, so the loop looks thread-dependent, but every item
// loads the same value and counts in lockstep: the loop predicates and the counters of any
// two items stay equal (loopPredicateEquality, predicatedEquality).
__kernel void smooth(__global int *A, __global const int *steps) {
  __local int L[64];
  unsigned lid = get_local_id(0);
  L[lid] = A[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  int n = steps[0];
  for (int i = 0; i < n; i++) {
    int v = L[(lid + 1) % 64] + L[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    L[lid] = v / 2;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[get_global_id(0)] = L[lid];
}

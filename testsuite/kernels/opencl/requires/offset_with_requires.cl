//pass
//--local_size=64 --num_groups=1

// Every work item writes A[t] and A[n + t]; the two ranges are disjoint only if n is at least
// the work-group size, which the precondition states.
__kernel void two_ranges(__global int *A, int n) {
  __requires(n >= 64);
  size_t t = get_local_id(0);
  A[t] = 1;
  A[n + t] = 2;
}

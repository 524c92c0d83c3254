//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible (write-write|write-read|read-write) race on A

// Stepping down by half the global size: items meet.
__kernel void k(__global float *A, int n) {
  int gs = get_global_size(0) / 2;
  for (int idx = n - 1 - (int)get_global_id(0); idx >= 0; idx -= gs)
    A[idx] = A[idx] * 0.5f;
}

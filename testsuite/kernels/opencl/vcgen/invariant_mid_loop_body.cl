//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=4
//user-specified invariant does not appear at loop head

// The invariant sits after the first statement of the body, not at the loop head.
__kernel void k(__global int *A, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++) {
    sum += i;
    __invariant(i >= 0);
  }
  A[get_global_id(0)] = sum;
}

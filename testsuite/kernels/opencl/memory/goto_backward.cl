//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=4
//goto 'again'

// A backward goto is not supported.
__kernel void loop(__global int *A) {
  int i = get_global_id(0);
again:
  A[i] = A[i] + 1;
  if (A[i] < 10)
    goto again;
}

//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=4
//user-specified invariant does not appear at loop head

__kernel void k(__global int *A) {
  int x = get_global_id(0);
  __invariant(x >= 0);
  A[x] = 0;
}

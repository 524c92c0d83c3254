//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//this assertion might not hold

// Nothing tells the verifier that n is positive.
__kernel void needs_positive(__global int *A, int n) {
  __assert(n > 0);
  A[get_local_id(0)] = n;
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion might not hold
//
// The twin of assume_no_overflow.cl: with wrap-around, n = INT_MAX breaks the assertion.

__kernel void k(__global int *out, int n) {
  int i = n + 1;
  __assert(i > n);
  out[get_global_id(0)] = i;
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion might not hold
//
// The twin of assume_no_overflow_conversion.cl: converted with wrap-around, u = 2^31 becomes
// INT_MIN.

__kernel void k(__global int *out, unsigned u) {
  int i = u;
  __assert(i >= 0);
  out[get_global_id(0)] = i;
}

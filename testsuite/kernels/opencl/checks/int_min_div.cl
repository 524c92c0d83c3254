//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-overflow
//possible arithmetic overflow
//
// INT_MIN / -1 overflows even though the divisor is not zero.

__kernel void k(__global int *out, int a, int b) {
  __requires(b != 0);
  out[get_global_id(0)] = a / b;
}

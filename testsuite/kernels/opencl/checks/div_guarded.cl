//pass
//--local_size=64 --num_groups=2 --check-div-by-zero
//- no division by zero
//
// The twin of div_by_zero_param.cl and div_by_thread.cl: the divisors cannot be zero.

__kernel void k(__global int *out, int d) {
  __requires(d > 0);
  unsigned lid = get_local_id(0);
  out[get_global_id(0)] = 100 / d + (lid > 3 ? 7 % (lid - 3) : 0) + 256 / (lid + 1);
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//uncalled_assert_fails.cl:9:3: error: this assertion might not hold
//
// With --no-inline every function is verified on its own, even one the kernel never calls:
// nothing says x is positive.

void check(int x) {
  __assert(x > 0);
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = 1;
}

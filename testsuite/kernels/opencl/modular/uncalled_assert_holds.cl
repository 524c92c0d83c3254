//pass
//--local_size=64 --num_groups=2 --no-inline
//GPUVerify kernel analyser finished with 2 verified, 0 errors
//
// The twin of uncalled_assert_fails.cl: the precondition makes the assertion hold.

void check(int x) {
  __requires(x > 0);
  __assert(x > 0);
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = 1;
}

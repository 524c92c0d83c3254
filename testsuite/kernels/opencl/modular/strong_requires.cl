//pass
//--local_size=64 --num_groups=2 --no-inline
//
// The twin of weak_requires.cl; the call satisfies the stronger precondition.

int inverse_scale(int x) {
  __requires(x > 0);
  __assert(x != 0);
  return 1024 / x;
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = inverse_scale(get_local_id(0) + 1);
}

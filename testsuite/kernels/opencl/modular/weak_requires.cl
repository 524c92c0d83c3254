//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//weak_requires.cl:10:3: error: this assertion might not hold
//
// The only call passes a positive value, but the function is verified for every argument
// its precondition allows, and zero is allowed.

int inverse_scale(int x) {
  __requires(x >= 0);
  __assert(x != 0);
  return 1024 / x;
}

__kernel void k(__global int *out) {
  out[get_global_id(0)] = inverse_scale(get_local_id(0) + 1);
}

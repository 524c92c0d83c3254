//pass
//--local_size=64 --num_groups=2 --assume-no-overflow
//assuming no integer arithmetic wraps around
//
// Written for mathematical integers: converting the unsigned u to int keeps its value, so a
// non-negative u stays non-negative.

__kernel void k(__global int *out, unsigned u) {
  int i = u;
  __assert(i >= 0);
  out[get_global_id(0)] = i;
}

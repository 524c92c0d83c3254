//pass
//--local_size=64 --num_groups=2 --assume-no-overflow
//assuming no integer arithmetic wraps around
//
// Written for mathematical integers: i + 1 > i holds only without wrap-around.

__kernel void k(__global int *out, int n) {
  int i = n + 1;
  __assert(i > n);
  out[get_global_id(0)] = i;
}

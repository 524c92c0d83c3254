//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-overflow
//possible arithmetic overflow
//x = 2147483648
//
// -INT_MIN does not fit in an int.

__kernel void k(__global int *out, int x) {
  out[get_global_id(0)] = -x;
}

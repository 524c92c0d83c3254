//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion might not hold

// The first component is the low byte, not the high one.
__kernel void k(__global uint *out) {
  uint i = get_global_id(0);
  uint h = out[i];
  __assert((uchar)as_char4(h).x == (h >> 24));
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion might not hold

// The mask selects from the second operand, not the first.
__kernel void k(__global uint *out) {
  uint i = get_global_id(0);
  uint a = out[i];
  __assert(bitselect(a, 0u, 0xFFu) == (a & 0xFFu));
}

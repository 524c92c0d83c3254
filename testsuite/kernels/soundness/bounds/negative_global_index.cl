//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-array-bounds
//possible array out-of-bounds access on array out

// A pointer parameter has no known size, but a negative offset is out of bounds.
__kernel void k(__global int *out) {
  out[(int)get_global_id(0) - 1] = 0;
}

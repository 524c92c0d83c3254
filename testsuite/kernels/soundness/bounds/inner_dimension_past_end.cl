//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --check-array-bounds
//inner_dimension_past_end.cl:9:3: error: possible array out-of-bounds access on array T

// The column index reaches 16 in a row of 16: the flat offset stays inside T for all
// rows but the last, yet the subscript is out of its dimension.
__kernel void k(__global int *out) {
  __local int T[4][16];
  T[get_local_id(0) / 16][get_local_id(0) % 16 + 1] = 1;
}

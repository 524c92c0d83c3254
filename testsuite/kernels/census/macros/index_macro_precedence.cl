//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8]
//possible write-write race on out\[

#define W 128
// Missing parentheses: IDX(y + 1, x) expands to y + 1 * W + x.
#define IDX(r, c) r * W + c

// Shift the image down by one row; the unparenthesised macro makes items of different rows
// write the same element.
__kernel void shift_down(__global const float *in, __global float *out) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  out[IDX(y + 1, x)] = in[IDX(y, x)];
}

//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --assume-no-overflow
//possible write-write race on out\[
//
// Truncation into an unsigned type is not assumed away: (uchar) folds the 512 work items onto
// 256 cells, and two of them write different values to one cell.

__kernel void k(__global int *out) {
  out[(uchar)get_global_id(0)] = get_global_id(0);
}

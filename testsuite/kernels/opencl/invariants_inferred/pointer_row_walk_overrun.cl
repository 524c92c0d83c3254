//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-(read|write) race on M\[

// Rows are 48 apart but each work-item walks 49: its last element is the next row's first.
__kernel void k(__global float *M) {
  __global float *row = M + get_global_id(0) * 48;
  for (__global float *p = row; p < row + 49; ++p) *p *= 2.0f;
}

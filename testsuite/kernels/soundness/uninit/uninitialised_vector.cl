//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on out\[

__kernel void k(__global int4 *out) {
  int4 v;
  v.x = 0;
  out[0] = v;
}

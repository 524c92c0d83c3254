//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//possible write-write race on buf\[0\]

// Like a benign flag, but the items store different values.
__kernel void init(__global int *buf) {
  buf[0] = get_global_id(0) & 1;
  buf[get_global_id(0) + 1] = 0;
}

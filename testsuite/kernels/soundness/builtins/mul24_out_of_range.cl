//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=4
//possible write-write race on dst\[
//
// OpenCL leaves mul24 implementation-defined outside 24-bit operands: on GPUs a pitch of 2^24
// makes every group's row 0 (the full product on CPUs does not), so groups may collide.
__kernel void scale_rows(__global float *dst, unsigned int pitch) {
  __requires(pitch == (1u << 24));
  unsigned int row = mul24((unsigned int)get_group_id(0), pitch);
  dst[row + get_local_id(0)] = get_group_id(0);
}

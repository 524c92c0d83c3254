//pass
//--local_size=256 --num_groups=4

// Within 24-bit operands OpenCL's mul24 and mad24 are the exact product (and sum).
__kernel void scale_rows(__global float *dst, unsigned int pitch) {
  __requires(pitch == 1024u);
  unsigned int row = mul24((unsigned int)get_group_id(0), pitch);
  __assert(mad24(-5, 7, 3) == -32);
  dst[row + get_local_id(0)] = get_group_id(0);
}

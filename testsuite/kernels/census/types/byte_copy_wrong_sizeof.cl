//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=64
//possible write-write race on dst\[

// The byte stride uses sizeof(short) but each item still copies sizeof(int) bytes, so items
// overlap their neighbour's bytes.
__kernel void bytes(__global const uchar *src, __global uchar *dst) {
  size_t gid = get_global_id(0);
  for (size_t k = 0; k < sizeof(int); k++)
    dst[gid * sizeof(short) + k] = src[gid * sizeof(int) + k];
}

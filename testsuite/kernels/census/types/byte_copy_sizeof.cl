//pass
//--local_size=64 --num_groups=64

// Byte-wise copy of an int array: each item moves the sizeof(int) bytes of its element.
__kernel void bytes(__global const uchar *src, __global uchar *dst) {
  size_t gid = get_global_id(0);
  for (size_t k = 0; __invariant(k <= sizeof(int)), k < sizeof(int); k++)
    dst[gid * sizeof(int) + k] = src[gid * sizeof(int) + k];
}

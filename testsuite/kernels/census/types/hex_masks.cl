//pass
//--local_size=256 --num_groups=32

// Split packed RGBA8 pixels into channels with hexadecimal masks.
__kernel void unpack_rgba(__global const uint *px, __global uchar *r, __global uchar *g,
                          __global uchar *b, __global uchar *a) {
  size_t i = get_global_id(0);
  uint p = px[i];
  r[i] = (uchar)(p & 0xFFu);
  g[i] = (uchar)((p >> 8) & 0xFFu);
  b[i] = (uchar)((p >> 16) & 0xFFu);
  a[i] = (uchar)(p >> 24);
}

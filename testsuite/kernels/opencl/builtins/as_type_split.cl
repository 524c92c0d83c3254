//pass
//--local_size=64 --num_groups=2

// as_T between types of one size and different component counts: component 0 holds the
// lowest bits.
__kernel void k(__global uint *out, __global ulong *l) {
  uint i = get_global_id(0);
  uint h = out[i];
  char4 c = as_char4(h);
  __assert((uchar)c.x == (h & 0xFF) && (uchar)c.w == (h >> 24));
  __assert(as_uint(c) == h);
  uint2 w = as_uint2(l[i]);
  __assert(w.y == (uint)(l[i] >> 32));
  __assert(as_ulong(w) == l[i]);
  __assert(as_uint((ushort2)(0x1234, 0xABCD)) == 0xABCD1234u);
  out[i] = h;
}

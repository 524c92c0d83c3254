//pass
//--local_size=64 --num_groups=1

/* shuffle and shuffle2 with masks from the inputs (only the low bits of each mask component
   count). Each work-item writes its own row (see the native check). */
#define N 16
__kernel void k(__global const int *in, __global int *out) {
  size_t i = get_local_id(0);
  int4 a = vload4(i, in);
  int4 b = vload4(i + 64, in);
  __global int *o = out + i * N;
  uint4 m = as_uint4(b);
  vstore4(shuffle(a, m), 0, o);
  vstore4(shuffle2(a, b, m >> 3), 1, o);
  int8 w = shuffle(a, (uint8)(3, 2, 1, 0, 7, 6, 5, 4));
  vstore4(w.lo + w.hi, 2, o);
  char2 c = shuffle((char4)((char)a.x, 1, 2, 3), (uchar2)(b.x & 0xff, 1));
  o[12] = c.x;
  o[13] = c.y;
  o[14] = shuffle2((int2)(a.y, a.z), (int2)(b.y, b.z), (uint2)(2, a.w)).y;
  o[15] = 0;
}

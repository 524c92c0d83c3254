//pass
//--local_size=64 --num_groups=1

/* Vector arithmetic without promotion (char4 + char4 wraps at 8 bits), vector ternaries
   (select by the top bit), clamp, rotate, mad24 and min on vectors, saturating conversions,
   vector masks and comparisons of narrow components. Each work-item writes its own row (see the
   native check). */
#define N 52
__kernel void k(__global const int *in, __global int *out, __global long *wide) {
  size_t i = get_local_id(0);
  int4 a = vload4(i, in);
  int4 b = vload4(i + 64, in);
  __global int *o = out + i * N;
  char4 ca = convert_char4(a), cb = convert_char4(b);
  vstore4(convert_int4(ca + cb), 0, o);
  vstore4(convert_int4(ca * cb), 1, o);
  uchar4 ua = as_uchar4(a.x);
  vstore4(convert_int4(ua + (uchar4)(200)), 2, o);
  vstore4(a < b ? a : b, 3, o);
  vstore4(clamp(a, (int4)(-50), (int4)(50)), 4, o);
  vstore4(rotate(a, b), 5, o);
  vstore4(mad24(a & 0xffff, b & 0xffff, a), 6, o);
  vstore4(min(a, b) + max(a, (int4)(3)), 7, o);
  vstore4(convert_int4_sat(convert_long4(a) * 4), 8, o);
  vstore4(convert_int4(convert_short4_sat(a)), 9, o);
  vstore4((a < b) & (b > (int4)(0)), 10, o);
  short4 sa = convert_short4(a);
  vstore4(convert_int4(sa < convert_short4(b)), 11, o);
  vstore4(convert_int4(as_uchar4(a.y) >> (uchar4)(1, 2, 9, 3)), 12, o);
  __global long *w = wide + i * 2;
  w[0] = (long)((ulong)a.x << 40) >> 44;
  w[1] = (long)(convert_long2((int2)(a.z, b.w)) * (long2)(0x100000001L)).y;
}

//pass
//--local_size=64 --num_groups=1

/* Vector semantics: component access and swizzles, lo/hi/even/odd, component-wise arithmetic,
   comparisons (-1 for true), select by the top bit, any/all, vector shifts, conversions,
   vload/vstore. Results go to each work-item's own row (see the native check). */
#define N 48
__kernel void k(__global const int *in, __global int *out) {
  size_t i = get_local_id(0);
  int4 a = vload4(i, in);
  int4 b = vload4(i + 64, in);
  __global int *o = out + i * N;
  vstore4(a.wzyx, 0, o);
  vstore4(a.s3120 + b, 1, o);
  vstore4((int4)(a.lo, b.hi), 2, o);
  vstore4((int4)(a.even, b.odd), 3, o);
  vstore4(a < b, 4, o);
  vstore4(a == b.yxwz, 5, o);
  vstore4(select(a, b, a), 6, o);
  vstore4(select(a, b, a < b), 7, o);
  vstore4(a * b - (a >> 3), 8, o);
  vstore4(a << b, 9, o);
  uint4 ua = as_uint4(a);
  vstore4(as_int4(ua >> (uint4)(1, 7, 31, 33)), 10, o);
  short4 s = convert_short4(a);
  vstore4(convert_int4(s), 11, o);
  o[48 - 3] = any(a < b) + 2 * all(a < b) + 4 * any(s < (short4)(0));
  char4 c = as_char4(a.x);
  o[48 - 2] = c.x + 10 * c.w;
  int2 p = a.xy;
  p.y = b.z;
  p += (int2)(1);
  o[48 - 1] = p.x ^ p.y;
}

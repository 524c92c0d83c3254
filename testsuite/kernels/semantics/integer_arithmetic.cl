//pass
//--local_size=64 --num_groups=1

/* C's integer rules as OpenCL C has them: promotions, usual arithmetic conversions, signed
   and unsigned division, shifts of negative values, narrowing, 64-bit arithmetic, saturating
   conversions and bit casts. Results go to each work-item's own row (see the native check). */
#define N 40
__kernel void k(__global const int *in, __global int *out, __global long *wide) {
  size_t i = get_local_id(0);
  int a = in[i], b = in[i + 64] | 1, c = in[i + 128];
  __global int *o = out + i * N;
  char ca = (char)a, cb = (char)b;
  uchar ua = (uchar)a;
  short sa = (short)a;
  ushort us = (ushort)b;
  o[0] = ca + cb;
  o[1] = ca * cb;
  o[2] = ua - 200;
  o[3] = sa * us;
  o[4] = a / b;
  o[5] = a % b;
  o[6] = (int)((uint)a / (uint)b);
  o[7] = (int)((uint)a % (uint)b);
  o[8] = a >> 3;
  o[9] = (int)((uint)a >> 3);
  o[10] = ca >> 2;
  o[11] = a < 0u;
  o[12] = ca < ua;
  o[13] = (a > b) + (a == b) * 2 + (a != c) * 4;
  o[14] = !a + ~b - -c;
  o[15] = (a && b) | ((a || c) << 1);
  o[16] = a ? b : c;
  o[17] = (a, b);
  char cc = ca;
  cc += 200;
  o[18] = cc;
  uchar uc2 = ua;
  uc2 *= 3;
  o[19] = uc2;
  short s2 = sa;
  s2 <<= 5;
  o[20] = s2;
  int x = a;
  int y = x++ + 1;
  int z = ++x * 2;
  o[21] = x + y + z;
  o[22] = convert_char_sat(a);
  o[23] = convert_uchar_sat(a);
  o[24] = convert_short_sat(a);
  o[25] = (int)convert_ushort_sat(a);
  o[26] = convert_int_sat((long)a * (long)b);
  o[27] = (int)convert_uint_sat(a);
  o[28] = as_int((float)(a & 0xffff));
  o[29] = (int)(as_uint(as_float(a)) == (uint)a);
  o[30] = ((a & 0xff) == 0x80) ? -1 : (a & 0xff);
  o[31] = (b > 0 ? a % b : -a % -b);
  o[32] = (int)(char)(a + 300);
  o[33] = (int)(uchar)(ca - 1);
  o[34] = (int)(ushort)(sa * 3);
  o[35] = (short)us;
  long la = a, lb = b;
  ulong ula = (ulong)(uint)a;
  __global long *w = wide + i * 8;
  w[0] = la * lb;
  w[1] = (la << 33) >> 7;
  w[2] = (long)(ula * 0x9e3779b97f4a7c15UL);
  w[3] = la / lb;
  w[4] = la % lb;
  w[5] = (long)(ula >> 5) - la;
  w[6] = (long)mul_hi((ulong)la, (ulong)lb);
  w[7] = (long)(int)(la * 3) + (long)(uint)a;
}

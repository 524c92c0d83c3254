//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --backend=smt2
//this assertion might not hold

// As bit_builtins_reference.cl with one reference off by one at x == 5.
uint pc(uint v) { v = v - ((v >> 1) & 0x55555555u); v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u); return (((v + (v >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24; }
uint lz(uint x) { uint n = 0; if (x == 0u) return 32u; if ((x & 0xFFFF0000u) == 0u) { n += 16u; x <<= 16; } if ((x & 0xFF000000u) == 0u) { n += 8u; x <<= 8; } if ((x & 0xF0000000u) == 0u) { n += 4u; x <<= 4; } if ((x & 0xC0000000u) == 0u) { n += 2u; x <<= 2; } if ((x & 0x80000000u) == 0u) { n += 1u; } return n; }
uint tz(uint x) { return x == 0u ? 32u : 31u - lz(x & (0u - x)); }
__kernel void k(__global const uint *in, __global const int *sin, __global const uchar *cin, __global const char *scin) {
  uint x = in[get_global_id(0)], y = in[get_global_id(0) + 1];
  int a = sin[get_global_id(0)], b = sin[get_global_id(0) + 1];
  uchar c = cin[0], d = cin[1];
  char e = scin[0], f = scin[1];
  __assert(popcount(x) == pc(x));
  __assert(clz(x) == lz(x) + (x == 5u ? 1u : 0u));
  __assert(ctz(x) == tz(x));
  __assert(rotate(x, y) == ((x << (y & 31u)) | ((y & 31u) == 0u ? 0u : x >> (32u - (y & 31u)))));
  __assert(hadd(x, y) == (uint)(((ulong)x + (ulong)y) >> 1));
  __assert(rhadd(x, y) == (uint)(((ulong)x + (ulong)y + 1ul) >> 1));
  __assert(hadd(a, b) == (int)(((long)a + (long)b) >> 1));
  __assert(rhadd(a, b) == (int)(((long)a + (long)b + 1l) >> 1));
  __assert(abs_diff(a, b) == (uint)(a > b ? (long)a - (long)b : (long)b - (long)a));
  __assert(abs_diff(x, y) == (x > y ? x - y : y - x));
  __assert(add_sat(x, y) == (((ulong)x + (ulong)y) > 0xFFFFFFFFul ? 0xFFFFFFFFu : x + y));
  __assert(sub_sat(x, y) == (x < y ? 0u : x - y));
  __assert(add_sat(a, b) == (int)clamp((long)a + (long)b, (long)INT_MIN, (long)INT_MAX));
  __assert(sub_sat(a, b) == (int)clamp((long)a - (long)b, (long)INT_MIN, (long)INT_MAX));
  __assert(add_sat(c, d) == (uchar)min((int)c + (int)d, 255));
  __assert(sub_sat(e, f) == (char)clamp((int)e - (int)f, -128, 127));
  __assert(popcount(c) == (uchar)pc((uint)c));
  __assert(clz(c) == (uchar)(lz((uint)c) - 24u));
  __assert(hadd(e, f) == (char)(((int)e + (int)f) >> 1));
}

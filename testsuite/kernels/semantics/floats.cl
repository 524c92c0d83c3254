//pass
//--local_size=64 --num_groups=1

/* Floating point as kcc reads it: arithmetic, comparisons, conversions between integers,
   floats and doubles (of values in range), fabs, floor, sqrt (see the native check). */
#define N 24
__kernel void k(__global const int *in, __global float *out, __global int *flags,
                __global double *wide) {
  size_t i = get_local_id(0);
  int a = in[i] % 100000, b = (in[i + 64] % 1000) | 1;
  float x = (float)a, y = (float)b / 8.0f;
  __global float *o = out + i * N;
  __global int *f = flags + i * N;
  o[0] = x + y;
  o[1] = x - y * 3.5f;
  o[2] = x / y;
  o[3] = -x * y;
  o[4] = fabs(y - x);
  o[5] = floor(y);
  o[6] = sqrt(fabs(x));
  o[7] = (float)(uint)(a & 0xffff);
  o[8] = convert_float(b);
  o[9] = x > y ? x : y;
  f[0] = x < y;
  f[1] = (x <= y) + 2 * (x >= y) + 4 * (x == y) + 8 * (x != y);
  f[2] = (int)y;
  f[3] = (int)(-y);
  f[4] = (int)(uint)fabs(y);
  f[5] = convert_int(x / 3.0f);
  f[6] = (int)(short)(y * 2.0f);
  f[7] = !y;
  f[8] = as_int(y);
  double d = (double)a * 0.25;
  __global double *w = wide + i * 4;
  w[0] = d + (double)y;
  w[1] = (double)(float)d;
  w[2] = d / 3.0;
  w[3] = (double)(long)(d * 1000.0);
}

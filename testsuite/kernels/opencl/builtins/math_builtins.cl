//pass
//--local_size=64 --num_groups=2

// Math, conversion, geometric and relational builtins on scalars and vectors.
__kernel void k(__global float4 *F, __global int4 *I, __global uchar4 *C, __global float *out) {
  size_t gid = get_global_id(0);
  float4 f = F[gid];
  int4 i = convert_int4(f);
  uint u = as_uint(f.x);
  int4 s = select(i, (int4)(1, 2, 3, 4), i > 0);
  float d = dot(f, f) + length(f) + distance(f, f);
  float4 n = normalize(f);
  float4 c = cross(f, f);
  int m = mad24((int)gid, 2, 1) + mul24((int)gid, 3) + clamp((int)gid, 0, 10);
  float x = mix(f.x, f.y, 0.5f) + step(0.5f, f.z) + sign(f.w) + clamp(f.x, 0.0f, 1.0f);
  float y = sqrt(fabs(x)) + exp(x) + native_sin(x) + half_powr(x, 2.0f) + pown(x, 3) + fmin(x, d) + fmax(x, d);
  int a = any(i) + all(s) + any(i.x);
  uchar4 sat = convert_uchar4_sat(i);
  uchar t = convert_uchar_sat(300);
  __assert(t == 255);
  __assert(convert_char_sat(-300) == -128);
  __assert(convert_ushort_sat(-5) == 0);
  __assert(popcount(7u) == popcount(7u));
  I[gid] = s + (int4)(m + a + (int)u, 0, 0, 0);
  C[gid] = sat;
  out[gid] = y + n.x + c.y;
}

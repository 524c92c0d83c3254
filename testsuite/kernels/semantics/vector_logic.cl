//pass
//--local_size=64 --num_groups=1

/* Logical operators on vectors are componentwise, evaluate both operands and give -1 or 0
   in a signed type of the components' width (see the native check). */
__kernel void k(__global int *out, __global float4 *v) {
  int i = get_local_id(0);
  float4 x = v[i];
  int4 m = (int4)(1, 0, i, 0) && (int4)(1, 1, 0, i);
  int4 o = (int4)(1, 0, i, 0) || (int4)(0, 0, 0, i);
  int4 f = x && (float4)(1.0f, 0.0f, -0.0f, 2.0f);
  char4 c = (char4)(1, 0, 3, 0) || (char)0;
  int4 n = !(int4)(1, 0, i, 0);
  if (any(x < (float4)(0.0f)) && all(x > (float4)(-1.0f))) out[i * 8 + 7] = 1;
  out[i * 8] = m.x * 1 + m.y * 2 + m.z * 4 + m.w * 8;
  out[i * 8 + 1] = o.x * 1 + o.y * 2 + o.z * 4 + o.w * 8;
  out[i * 8 + 2] = f.x + f.y * 2 + f.z * 4 + f.w * 8;
  out[i * 8 + 3] = c.x + c.y * 2 + c.z * 4 + c.w * 8;
  out[i * 8 + 4] = n.x + n.y * 2 + n.z * 4 + n.w * 8;
}

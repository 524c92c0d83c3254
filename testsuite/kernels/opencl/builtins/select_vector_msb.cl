//pass
//--local_size=64 --num_groups=2

// With a vector condition, select (and ?:) tests each component's most significant bit;
// with a scalar condition, any non-zero value selects the second operand.
__kernel void k(__global int4 *out, __global int4 *f) {
  uint i = get_global_id(0);
  int4 a = (int4)(1), b = (int4)(2);
  int4 r = select(a, b, (int4)(1, -1, 0, 0x80000000));
  __assert(r.x == 1 && r.y == 2 && r.z == 1 && r.w == 2);
  __assert(select(1, 2, 1) == 2);
  int4 x = f[i], y = (int4)(3, -3, 0, 7);
  int4 m = x > y ? x : y;
  __assert(m.x >= 3 && m.y >= -3 && m.z >= 0 && m.w >= 7);
  __assert(all(m == select(y, x, x > y)));
  int4 t = (int4)(-1, 0, -1, 0) ? a : b;
  __assert(t.x == 1 && t.y == 2);
  out[i] = r;
}

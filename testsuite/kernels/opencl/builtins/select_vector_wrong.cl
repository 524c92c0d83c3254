//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion might not hold

// A vector condition of 1 has its most significant bit clear: the first operand is chosen.
__kernel void k(__global int4 *out) {
  int4 r = select((int4)(1), (int4)(2), (int4)(1));
  __assert(r.x == 2);
  out[get_global_id(0)] = r;
}

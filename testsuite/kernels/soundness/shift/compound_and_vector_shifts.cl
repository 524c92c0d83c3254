//pass
//--local_size=8 --num_groups=1

/* Compound and vector shifts read their amounts modulo the component width too:
   x <<= 33 doubles x, and each component of (uint2)(1) << 34 is 4. */
__kernel void k(__global uint *A, uint s) {
  __requires(s == 33);
  uint x = 1;
  x <<= s;
  uint2 v = (uint2)(1u, 1u) << (uint2)(s + 1, s + 1);
  A[get_local_id(0) * x * v.y] = get_local_id(0);
}

//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[

/* The twin of compound_and_vector_shifts.cl: the stride x * v.y is 8, divided by 16 it makes
   pairs of work-items collide. */
__kernel void k(__global uint *A, uint s) {
  __requires(s == 33);
  uint x = 1;
  x <<= s;
  uint2 v = (uint2)(1u, 1u) << (uint2)(s + 1, s + 1);
  A[get_local_id(0) * x * v.y / 16] = get_local_id(0);
}

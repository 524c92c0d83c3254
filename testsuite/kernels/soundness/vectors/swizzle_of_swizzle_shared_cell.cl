//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[9\]

/* The twin of swizzle_of_swizzle.cl: w.z is q.y, 9 for every work-item. */
__kernel void k(__global uint *A) {
  uint4 q = (uint4)(get_local_id(0), 9, 3, 4);
  uint4 w = ((q + (uint4)(0)).xxyy).s1032;
  A[w.z] = w.x;
}

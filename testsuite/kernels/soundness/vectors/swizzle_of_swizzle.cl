//pass
//--local_size=8 --num_groups=1

/* A swizzle of a swizzle of a value: (q.xxyy).s1032 is (q.x, q.x, q.y, q.y) reordered to
   (x, x, y, y) again; each work-item writes its own cell. */
__kernel void k(__global uint *A) {
  uint4 q = (uint4)(get_local_id(0), 9, 3, 4);
  uint4 w = ((q + (uint4)(0)).xxyy).s1032;
  A[w.y] = w.z;
}

//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2
//possible write-write race on A\[0\]

/* The twin of shuffle_own_cells.cl: mask 5 picks component 1 of the second vector, a 0 that
   every work-item shares. */
__kernel void k(__global int *A) {
  uint g = get_global_id(0);
  uint4 cells = (uint4)(4 * g, 4 * g + 1, 4 * g + 2, 4 * g + 3);
  uint4 p = shuffle2(cells, (uint4)(0), (uint4)(5, 2, 1, 0));
  A[p.x] = g;
}

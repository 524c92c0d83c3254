//pass
//--local_size=16 --num_groups=2

/* shuffle reverses each work-item's four cell numbers: each still writes its own cell. */
__kernel void k(__global int *A) {
  uint g = get_global_id(0);
  uint4 cells = (uint4)(4 * g, 4 * g + 1, 4 * g + 2, 4 * g + 3);
  uint4 p = shuffle(cells, (uint4)(3, 2, 1, 0));
  A[p.x] = g;
}

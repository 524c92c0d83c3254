//pass
//--local_size=8 --num_groups=1

/* The twin of add_sat_width.cl and abs_diff_signedness.cl: the same built-ins, each work-item
   writing only its own cells. */
__kernel void k(__global int *A, int a, int b) {
  size_t i = get_local_id(0);
  A[2 * i] = add_sat((char)a, (char)b) + add_sat(a, b);
  A[2 * i + 1] = (int)(abs_diff(a, b) + abs_diff((uint)a, (uint)b));
}

//pass
//--local_size=8 --num_groups=1

/* The twin of uchar_vector_shift_amount.cl: r.x is 1, so each work-item writes its own cell. */
__kernel void k(__global int *A, uchar s) {
  __requires(s == 9);
  uchar4 v = (uchar4)(2);
  uchar4 r = v >> (uchar4)(s);
  A[get_local_id(0) * r.x] = get_local_id(0);
}

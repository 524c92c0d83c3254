//pass
//--local_size=8 --num_groups=1

/* The twin of mul_hi_narrow.cl: the high byte (156) only decides a write to the work-item's own
   cell. */
__kernel void k(__global int *A, uchar a) {
  __requires(a == 200);
  if (mul_hi(a, a) == 156)
    A[get_local_id(0)] = get_local_id(0);
}

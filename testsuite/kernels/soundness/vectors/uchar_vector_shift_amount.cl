//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[0\]

/* A vector shift reads its amount modulo the component width: for uchar4, 2 >> 9 is 2 >> 1,
   which is 1, so every work-item writes A[0]. */
__kernel void k(__global int *A, uchar s) {
  __requires(s == 9);
  uchar4 v = (uchar4)(2);
  uchar4 r = v >> (uchar4)(s);
  if (r.x == 0)
    return;
  A[0] = get_local_id(0);
}

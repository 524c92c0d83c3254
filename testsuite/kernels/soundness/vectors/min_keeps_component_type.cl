//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[0\]

/* min of two uchar4 is a uchar4, so adding another uchar4 wraps at 8 bits: 200 + 200 is 144,
   the early return is never taken and every work-item writes A[0]. */
__kernel void k(__global int *A, uchar c) {
  __requires(c == 200);
  uchar4 a = (uchar4)(c);
  if ((min(a, a) + a).x > 200)
    return;
  A[0] = get_local_id(0);
}

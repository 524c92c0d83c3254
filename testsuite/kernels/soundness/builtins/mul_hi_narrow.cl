//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[0\]

/* mul_hi of two uchars is the high byte of their 16-bit product: 200 * 200 = 40000, whose high
   byte is 156, not 0, so every work-item writes A[0]. */
__kernel void k(__global int *A, uchar a) {
  __requires(a == 200);
  if (mul_hi(a, a) == 0)
    return;
  A[0] = get_local_id(0);
}

//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[0\]

/* abs_diff reads its operands by their type: of -1 and 1 it is 2, of 0xffffffffu and 1u it is
   0xfffffffe. The two calls differ, so every work-item writes A[0]. */
__kernel void k(__global uint *A, int a, int b) {
  __requires(a == -1);
  __requires(b == 1);
  if (abs_diff(a, b) == abs_diff((uint)a, (uint)b))
    return;
  A[0] = get_local_id(0);
}

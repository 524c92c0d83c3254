//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[0\]

/* OpenCL C reads a shift amount modulo the operand's width: 1u << 32 is 1, not 0, so the
   early return is never taken and every work-item writes A[0]. */
__kernel void k(__global uint *A, uint s) {
  __requires(s == 32);
  if ((1u << s) == 0u)
    return;
  A[0] = get_local_id(0);
}

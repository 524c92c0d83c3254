//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[0\]

/* OpenCL C does not promote vector components: 100 + 100 in a char4 is -56, so the early
   return is never taken and every work-item writes A[0]. */
__kernel void k(__global int *A, char c) {
  __requires(c == 100);
  char4 v = (char4)(c, 0, 0, 0);
  if ((v + v).x > 0)
    return;
  A[0] = get_local_id(0);
}

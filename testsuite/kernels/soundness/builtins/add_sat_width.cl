//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[0\]

/* add_sat on chars saturates at 127, on ints it does not: the results differ for 100 + 100,
   so every work-item writes A[0]. */
__kernel void k(__global int *A, int a) {
  __requires(a == 100);
  if (add_sat((char)a, (char)a) == add_sat(a, a))
    return;
  A[0] = get_local_id(0);
}

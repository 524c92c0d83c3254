//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --only-requires
//possible write-write race on A\[

/* The precondition is kept and the assertion dropped, so s may be 0 and every item
   writes A[0]. */
__kernel void k(__global int *A, int s) {
  __requires(s >= 0);
  __assert(s > 0);
  A[get_local_id(0) * s] = get_local_id(0);
}

//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on A\[

/* The twin of amount_modulo_spreads_writes.cl with the stride halved: d is 8, so work-items
   2k and 2k+1 write the same cell. */
__kernel void k(__global uint *A, uint s) {
  __requires(s == 35);
  uint d = 1u << s;
  A[get_local_id(0) * d / 16] = get_local_id(0);
}

//xfail:UNSUPPORTED
//--local_size=64 --num_groups=2 --k-induction-depth=2
//unsupported: --k-induction-depth=2: plain induction does not prove

/* x == 0 holds at every loop head, but it is 2-inductive, not inductive: kcc proves by plain
   induction only, and no execution shows an error, so it says it cannot decide. */
__kernel void k(__global int *A, unsigned n) {
  unsigned x = 0, y = 0;
  for (unsigned i = 0; i < n; i++) {
    __invariant(x == 0);
    A[get_global_id(0) + x] = i;
    x = y;
    y = 0;
  }
}

//pass
//--local_size=64 --num_groups=1 --loop-unwind=2
//No defects were found while analysing: .*loop_unwind_bounded.cl
//Use --loop-unwind=N with N > 2 to search for deeper bugs

/* Without invariants this loop cannot be proved; the bounded check explores two
   iterations and says that it is bounded. */
__kernel void k(__global int *A) {
  for (int i = 0; i < 4; i++) {
    A[get_local_id(0) * 4 + i] = i;
  }
}

//pass
//--local_size=64 --num_groups=1 --loop-unwind=2
//for executions of at most 2 iterations of each loop

/* Without invariants this loop cannot be proved; the bounded check explores two
   iterations and says that it is bounded. */
__kernel void k(__global int *A) {
  for (int i = 0; i < 4; i++) {
    A[get_local_id(0) * 4 + i] = i;
  }
}

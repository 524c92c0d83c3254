//pass
//--local_size=64 --num_groups=1 --only-requires

/* The precondition is honoured; the wrong assertion is dropped. */
__kernel void k(__global int *A, int s) {
  __requires(s == 1);
  __assert(s == 2);
  A[get_local_id(0) * s] = get_local_id(0);
}

//pass
//--local_size=64 --num_groups=1

// A function-wide invariant holds at the head of every loop of the function.
__kernel void k(__global int *A, unsigned n) {
  __requires(n < 100);
  for (unsigned i = 0; i < n; i++) {
    A[get_local_id(0) * 100 + i] = i;
  }
  for (unsigned j = 0; j < n; j++) {
    A[get_local_id(0) * 100 + j] = j;
  }
  __function_wide_invariant(n < 100);
}

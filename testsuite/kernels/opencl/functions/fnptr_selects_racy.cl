//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on A\[0\]

/* A function pointer may select the helper that every item uses to write A[0]. */
void write_own(__global int *A) { A[get_global_id(0)] = 1; }
void write_first(__global int *A) { A[0] = get_global_id(0); }

__kernel void k(__global int *A, int which) {
  void (*f)(__global int *) = which ? write_first : write_own;
  f(A);
}

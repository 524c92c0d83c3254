//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on B\[0\]

// Without the axiom, sqrt is any function and the store may run.
__kernel void k(__global float *A, __global int *B) {
  float x = A[get_global_id(0)];
  if (sqrt(x) < 0.0f) {
    B[0] = get_global_id(0);
  }
}

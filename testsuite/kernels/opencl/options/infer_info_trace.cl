//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --infer-info
//Verifying \$k
//Houdini assignment axiom: true
//Removing _b[0-9]+
//error: this assertion might not hold

/* --infer-info shows Houdini's rounds as GPUVerify does: each round verifies the kernel with
   the surviving candidates and removes those it refutes. */
__kernel void k(__global int *A, __global int *B) {
  A[get_global_id(0)] = 0;
  for (int i = 0; i < 42; ++i) {
    B[get_global_id(0)] = i;
  }
  __assert(A[0] == 1);
}

//pass
//--local_size=64 --num_groups=2 --boogie-file=${KERNEL_DIR}/sqrt_axiom.bpl

// A square root is never negative: the axiom file says so, in GPUVerify's names, and the
// store that would race is dead.
__kernel void k(__global float *A, __global int *B) {
  float x = A[get_global_id(0)];
  if (sqrt(x) < 0.0f) {
    B[0] = get_global_id(0);
  }
}

//pass
//--local_size=64 --num_groups=4 --emit=bpl
//procedure

// Emitting the Boogie program succeeds without running the verifier, even for a racy kernel.
__kernel void k(__global int *A) {
  A[0] = get_local_id(0);
}

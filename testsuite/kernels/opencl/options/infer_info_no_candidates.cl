//pass
//--local_size=64 --num_groups=2 --infer-info
//Verifying \$k
//Houdini assignment axiom: true

/* Without loops there are no candidates: one round, whose assignment axiom is true. */
__kernel void k(__global int *A) {
  A[get_global_id(0)] = 1;
}

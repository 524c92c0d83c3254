//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --adversarial-abstraction
//this assertion might not hold

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 5;
  __assert(A[get_global_id(0)] == 5);
}

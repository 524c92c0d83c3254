//pass
//--local_size=64 --num_groups=2 --equality-abstraction

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 5;
  __assert(A[get_global_id(0)] == 5);
}

//pass
//--local_size=64 --num_groups=2

__kernel void k(__global int *A) {
  A[0] = A[0];
}

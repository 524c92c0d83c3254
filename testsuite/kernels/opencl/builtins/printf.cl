//pass
//--local_size=64 --num_groups=1

__kernel void k(__global int *A) {
  printf("thread %d sees %d\n", (int)get_local_id(0), A[get_local_id(0)]);
  A[get_local_id(0)] = 1;
}

//xfail:CLANG_ERROR
//--local_size=64 --num_groups=4

__kernel void k(__global int *A) {
  int x = get_global_id(0)
  A[x] = 0;
}

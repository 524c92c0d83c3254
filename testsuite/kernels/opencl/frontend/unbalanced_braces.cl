//xfail:CLANG_ERROR
//--local_size=64 --num_groups=4

__kernel void k(__global int *A) {
  if (get_global_id(0) > 3) {
    A[get_global_id(0)] = 0;
}

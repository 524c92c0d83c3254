//xfail:FRONTEND_ERROR
//--local_size=64 --num_groups=4

__kernel void k(__global matrix_t *A) {
  A[get_global_id(0)] = 0;
}

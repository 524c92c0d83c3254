//xfail:COMMAND_LINE_ERROR
//--local_size=0 --num_groups=4

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 0;
}

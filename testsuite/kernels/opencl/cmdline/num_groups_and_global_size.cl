//xfail:COMMAND_LINE_ERROR
//--local_size=64 --num_groups=4 --global_size=256
//not allowed with

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 0;
}

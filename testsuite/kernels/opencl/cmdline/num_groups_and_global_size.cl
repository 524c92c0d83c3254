//xfail:COMMAND_LINE_ERROR
//--local_size=64 --num_groups=4 --global_size=256
//argument --global_size=: not allowed with argument --num_groups=

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 0;
}

//xfail:COMMAND_LINE_ERROR
//--local_size=[16,16] --global_size=256
//Dimensions of local and global size must match

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 0;
}

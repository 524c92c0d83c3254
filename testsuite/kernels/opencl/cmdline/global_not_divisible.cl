//xfail:COMMAND_LINE_ERROR
//--local_size=64 --global_size=100
//does not divide

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 0;
}

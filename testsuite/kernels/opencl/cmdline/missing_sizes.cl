//xfail:COMMAND_LINE_ERROR
//
//Must specify thread dimensions

__kernel void k(__global int *A) {
  A[get_global_id(0)] = 0;
}

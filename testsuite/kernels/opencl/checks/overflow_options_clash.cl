//xfail:COMMAND_LINE_ERROR
//--local_size=64 --num_groups=2 --check-overflow --assume-no-overflow
//--check-overflow and --assume-no-overflow cannot be used together

__kernel void k(__global int *out) {
  out[get_global_id(0)] = 1;
}

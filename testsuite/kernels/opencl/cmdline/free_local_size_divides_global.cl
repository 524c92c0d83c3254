//pass
//--local_size=* --global_size=1024
//
// With a free local size, the group size times the number of groups is the global size, so
// global ids stay below it and are distinct.

__kernel void k(__global int *out) {
  out[get_global_id(0)] = get_local_id(0);
  __assert(get_global_id(0) < 1024);
}

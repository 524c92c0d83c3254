//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on partial\[
//in work group 1

// Each work group stores its partial results at partial[local id]: the groups overwrite each
// other because the group offset is missing.
__kernel void partials(__global const int *in, __global int *partial) {
  partial[get_local_id(0)] = in[get_global_id(0)] * 3;
}

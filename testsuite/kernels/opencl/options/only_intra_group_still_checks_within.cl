//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --only-intra-group
//possible write-write race on partial\[

// Races inside one work group are still reported.
__kernel void partials(__global const int *in, __global int *partial) {
  partial[get_local_id(0) / 2] = in[get_global_id(0)];
}

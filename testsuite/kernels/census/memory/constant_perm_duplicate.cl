//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=32
//possible write-write race on out\[

// The permutation table has a duplicate entry (1 appears twice), so two items of every
// group of eight scatter to the same element.
__constant int perm[8] = {3, 1, 4, 1, 5, 0, 2, 6};

__kernel void permute(__global const float *in, __global float *out) {
  size_t gid = get_global_id(0);
  out[(gid / 8) * 8 + perm[gid % 8]] = in[gid];
}

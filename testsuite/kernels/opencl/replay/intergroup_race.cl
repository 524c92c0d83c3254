//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=64
//possible write-write race on out\[
//note: confirmed by execution

// Indexed by the local id only: items of different groups write the same cells, with
// different values. The launch is large, so replay runs only the two reported groups.
__kernel void by_local(__global int *out) {
  out[get_local_id(0)] = get_group_id(0);
}

//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//possible write-write race on W\[

// Two work items of a group write each row's result, with different values.
__kernel void row_results(uint height, __global uint *W) {
  for (uint y = get_group_id(0); y < height; y += get_num_groups(0)) {
    if (get_local_id(0) < 2)
      W[y] = get_group_id(0) + 7 * get_local_id(0);
  }
}

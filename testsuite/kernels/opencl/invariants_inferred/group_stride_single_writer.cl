//pass
//--local_size=32 --num_groups=2

// Rows dealt to groups in turn; only the first work item of a group writes a row's result
// (the pattern of a matrix-vector product whose partial sums are reduced before the write).
__kernel void row_results(uint height, __global uint *W) {
  for (uint y = get_group_id(0); y < height; y += get_num_groups(0)) {
    if (get_local_id(0) == 0)
      W[y] = get_group_id(0) + 7 * get_local_id(0);
  }
}

//pass
//--local_size=128 --num_groups=32

// Swap the halves of each int2 and add the components.
__kernel void swap_pairs(__global int2 *pairs, __global int *sums) {
  size_t i = get_global_id(0);
  int2 p = pairs[i];
  sums[i] = p.x + p.y;
  pairs[i] = p.yx;
}

//pass
//--local_size=[64,1] --num_groups=[4,256]

// One work-group row per image row, four groups across: per-row prefix offsets written by the
// first item of each row.
__kernel void row_first(__global const int *img, __global int *firsts, __global int *copy) {
  size_t x = get_global_id(0), y = get_global_id(1);
  size_t w = get_global_size(0);
  copy[y * w + x] = img[y * w + x];
  if (x == 0)
    firsts[y] = img[y * w];
}

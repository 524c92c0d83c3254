//pass
//--local_size=[8,8] --num_groups=[16,16]

__constant int offsets[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

// Sum of the four neighbours of each cell (zero outside the grid), offsets from a 2-D table.
__kernel void neighbour_sum(__global const float *v, __global float *out) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  float acc = 0.0f;
  for (int k = 0; __invariant(k <= 4), k < 4; k++) {
    int nx = x + offsets[k][0];
    int ny = y + offsets[k][1];
    if (nx >= 0 && ny >= 0 && nx < w && ny < h)
      acc += v[ny * w + nx];
  }
  out[y * w + x] = acc;
}
